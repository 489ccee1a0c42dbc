/** One's own password in the browser: the change-password form of the profile. */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../src/server/seed/users';

/**
 * Change a demo account's password on the form shown: first with a wrong current password
 * (refused on its field), then with the right one. What follows the change is the caller's.
 */
export const changeDemoPassword = async (page: Page, wrongCurrent: string, newPassword: string): Promise<void> => {
  await page.locator('input[name="old_password"]').fill(wrongCurrent);
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="confirm"]').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('The current password is wrong').first().waitFor();

  await page.locator('input[name="old_password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
};
