/**
 * One lead's message to the chat: as HTML, and when Telegram refuses that markup, at once as the
 * same text without it (docs/decisions/356-a-refused-message-goes-as-plain-text.md).
 */
import type { Logger } from "../log";
import { sendTelegramMessage, type SendOutcome, type TelegramConfig } from "../outbound/telegram";
import { visibleText } from "./telegram-length";

/**
 * Telegram's answers to wrong settings, not to one message: a bad token (401, 404), a bot removed
 * from the chat (403), a chat id that does not exist (400 "chat not found"). Every lead waits until
 * the operator fixes them, so the first such failure is an error line, not the hundredth.
 */
export function refusesSettings(status: number | null, error: string): boolean {
  return (
    status === 401 ||
    status === 403 ||
    status === 404 ||
    (status === 400 && /chat not found|bot was kicked|not a member/i.test(error))
  );
}

/**
 * A 400 about this message itself, not about the settings or the chat's id: Telegram could not
 * read its HTML ("can't parse entities"), or found it too long.
 */
function refusesMessage(outcome: SendOutcome): outcome is Extract<SendOutcome, { ok: false }> {
  return (
    !outcome.ok &&
    outcome.status === 400 &&
    outcome.migrateToChatId === undefined &&
    !refusesSettings(outcome.status, outcome.error)
  );
}

/**
 * Sends `html`; a message refused for itself, which a retry would send again unchanged, goes once
 * more at once as its visible text (tags dropped, entities read), so the lead still reaches the
 * chat. The plain text's failure is the outcome (a network error may have sent it), unless it was
 * refused as well: then the first refusal stands, and the lead waits alone as before.
 */
export async function sendLeadText(
  telegram: TelegramConfig,
  html: string,
  fetchImpl: typeof fetch,
  context: { log: Logger; leadId: string; aborted: () => boolean },
): Promise<SendOutcome> {
  const first = await sendTelegramMessage(telegram, html, fetchImpl);
  if (!refusesMessage(first) || context.aborted()) return first;
  const plain = await sendTelegramMessage(telegram, visibleText(html), fetchImpl, "plain");
  context.log.warn(
    plain.ok
      ? "Telegram refused the message's formatting; it was sent as plain text"
      : "Telegram refused the message's formatting, and the plain text failed too; it is retried",
    {
      leadId: context.leadId,
      error: first.error,
      ...(plain.ok ? {} : { plainError: plain.error }),
    },
  );
  return plain.ok || plain.status !== 400 ? plain : first;
}
