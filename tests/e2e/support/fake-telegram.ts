/** Reads what the site sent to the fake Telegram of the e2e suite. */
const PORT = Number(process.env.E2E_TELEGRAM_PORT ?? 3199);

export async function telegramMessages(): Promise<{ chat_id: string; text: string }[]> {
  const res = await fetch(`http://127.0.0.1:${PORT}/__messages`);
  return (await res.json()) as { chat_id: string; text: string }[];
}

/** Waits until a message containing `needle` arrives; returns it. */
export async function waitForTelegramMessage(needle: string, timeoutMs = 15_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = (await telegramMessages()).find((m) => m.text.includes(needle));
    if (found) return found.text;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No Telegram message containing ${needle}`);
}
