/**
 * Telegram limits a message to 4096 UTF-16 code units of its visible text: what is left after
 * the HTML tags are removed and entities such as `&amp;` are read as the one character they are.
 */

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };

/** The visible text of Telegram HTML: tags dropped, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, name: string) => {
      if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? m;
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    });
}

/** The length Telegram checks against its limit. */
export const telegramLength = (html: string) => visibleText(html).length;
