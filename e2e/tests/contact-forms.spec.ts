import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { marketingUrl } from '../urls.ts';

test.describe('marketing forms', () => {
  test('a visitor sends the contact form: errors first, then a stored message', async ({
    page,
  }) => {
    await page.goto(marketingUrl('/'));
    await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us a message' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Full name').fill('Sara Al-Qahtani');
    await dialog.getByLabel('Work email').fill('sara@desertcars.sa');
    await dialog.getByLabel('Company').fill('Desert Cars');
    await dialog.getByLabel('Phone number').fill('+966 50 123 4567');
    await dialog.getByRole('combobox', { name: 'Fleet size' }).click();
    await page.getByRole('option', { name: '11–50 vehicles' }).click();
    await dialog.getByLabel('Message').fill('We run three branches and want a demo.');
    const sent = page.waitForResponse('**/api/v1/public/contact-requests');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Thank you for your message')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the demo form in Arabic refuses a request without agreeing to the terms', async ({
    page,
  }) => {
    await page.goto(marketingUrl('/features?lng=ar'));
    await page.getByRole('button', { name: 'احجز عرضًا توضيحيًا' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /طلب/ }).click();
    await expect(dialog.getByText('يجب الموافقة على الشروط')).toBeVisible();
  });
});
