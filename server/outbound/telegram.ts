/**
 * Telegram Bot API client: sendMessage in HTML parse mode (or as plain text, the outbox's fallback
 * for a message Telegram refuses to parse), with a timeout and no token in errors.
 */
import type { Config } from "../config";

export type TelegramConfig = NonNullable<Config["telegram"]>;

export type SendOutcome =
  | { ok: true; messageId: number | null }
  | {
      ok: false;
      error: string;
      status: number | null;
      retryAfterMs: number | null;
      /** The group became a supergroup: the chat's new id, where the message must go instead. */
      migrateToChatId?: number;
    };

/** Telegram's hard limit for one message. */
export const TELEGRAM_MAX_CHARS = 4096;

type TelegramReply = {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
  result?: { message_id?: number };
};

export async function sendTelegramMessage(
  cfg: TelegramConfig,
  text: string,
  fetchImpl: typeof fetch = fetch,
  format: "html" | "plain" = "html",
): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetchImpl(`${cfg.apiBase}/bot${cfg.botToken}/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        chat_id: cfg.chatId,
        text,
        ...(format === "html" ? { parse_mode: "HTML" } : {}),
        link_preview_options: { is_disabled: true },
      }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (error) {
    return { ok: false, error: describeFetchError(error), status: null, retryAfterMs: null };
  }
  // null for a proxy's HTML error page, a truncated body...
  const body = (await res.json().catch(() => null)) as TelegramReply | null;
  if (res.ok && body?.ok) return { ok: true, messageId: body.result?.message_id ?? null };

  const retryAfterSec = body?.parameters?.retry_after ?? Number(res.headers.get("retry-after"));
  const retryAfterMs =
    res.status === 429 && Number.isFinite(retryAfterSec) && retryAfterSec > 0
      ? retryAfterSec * 1000
      : null;
  const migrated = body?.parameters?.migrate_to_chat_id;
  const description = (body?.description ?? res.statusText ?? "").slice(0, 200);
  const hint = migrated ? ` (set TELEGRAM_CHAT_ID=${migrated})` : "";
  return {
    ok: false,
    error: `HTTP ${res.status}${description ? `: ${description}` : ""}${hint}`,
    status: res.status,
    retryAfterMs,
    ...(migrated ? { migrateToChatId: migrated } : {}),
  };
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "timeout";
    // The cause names the socket error (ECONNREFUSED, ENOTFOUND...), never the URL with the token.
    const cause = error.cause as
      { code?: string; message?: string; errors?: { code?: string }[] } | undefined;
    const code = cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message?.slice(0, 80);
    return `network error${code ? ` (${code})` : ""}`;
  }
  return "network error";
}
