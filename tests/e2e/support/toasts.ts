import type { Page } from "@playwright/test";

/** The toast with this text (title or description). */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
