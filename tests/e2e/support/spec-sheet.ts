import type { Page } from 'playwright-core';

/** The specification sheet (src/ui/spec-sheet) as a shopper meets it. */
export const specSheet = (page: Page) => page.locator('.spec-sheet');

/** One value button of the sheet, by its exact text (S is not XS). */
export const specValue = (page: Page, text: string) => specSheet(page).getByTestId('spec-value').filter({ hasText: new RegExp(`^${text}$`) });

/** Taps the values in turn, as a shopper chooses a colour, then a size. */
export async function chooseSpec(page: Page, ...values: string[]): Promise<void> {
  for (const text of values) await specValue(page, text).click();
}
