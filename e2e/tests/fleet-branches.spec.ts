import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { choose, openIn, signInAs } from './fleet-support.ts';

const texts = {
  en: {
    title: 'Branches',
    new: 'New branch',
    create: 'Create branch',
    created: 'Branch created',
    edit: 'Edit',
    editTitle: 'Edit branch',
    save: 'Save changes',
    updated: 'Branch updated',
    search: 'Search branches',
    del: 'Delete',
    confirmDelete: 'Delete branch',
    deleted: 'Branch deleted',
    f: {
      name: 'Name',
      code: 'Code',
      address: 'Address',
      city: 'City',
      country: 'Country',
      phone: 'Phone',
      email: 'Email',
    },
    country: 'Saudi Arabia',
  },
  ar: {
    title: 'الفروع',
    new: 'فرع جديد',
    create: 'إنشاء الفرع',
    created: 'أُنشئ الفرع',
    edit: 'تعديل',
    editTitle: 'تعديل الفرع',
    save: 'حفظ التغييرات',
    updated: 'حُدّث الفرع',
    search: 'ابحث في الفروع',
    del: 'حذف',
    confirmDelete: 'حذف الفرع',
    deleted: 'حُذف الفرع',
    f: {
      name: 'الاسم',
      code: 'الرمز',
      address: 'العنوان',
      city: 'المدينة',
      country: 'الدولة',
      phone: 'الهاتف',
      email: 'البريد الإلكتروني',
    },
    country: 'المملكة العربية السعودية',
  },
} as const;

for (const lng of ['en', 'ar'] as const) {
  test(`an administrator creates, edits, finds, exports and deletes a branch (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const x = texts[lng];
    await signInAs(page, 'admin@demo.test');
    await openIn(page, '/admin/management/branches', lng);
    await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const stamp = lng === 'en' ? '714041' : '714042';
    const name = `Dammam ${stamp}`;
    const code = `DMM-${stamp}`;
    await page.getByRole('button', { name: x.new }).click();
    const form = page.getByRole('dialog', { name: x.new });
    await form.getByLabel(new RegExp(`^${x.f.name}`)).fill(name);
    await form.getByRole('textbox', { name: x.f.code }).fill(code);
    await form.getByLabel(x.f.address).fill('King Saud Street 12');
    await form.getByLabel(x.f.city).fill('Dammam');
    await choose(page, form, x.f.country, x.country);
    await form.getByLabel(x.f.phone).fill('+966 13 800 1234');
    await form.getByLabel(x.f.email).fill(`dammam.${stamp}@demo.test`);
    await form.getByRole('button', { name: x.create }).click();
    await expect(page.getByText(x.created).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/management\/branches\/view\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: x.edit, exact: true }).click();
    const edit = page.getByRole('dialog', { name: x.editTitle });
    await edit.getByLabel(x.f.address).fill('Prince Mohammed Street 7');
    await edit.getByRole('button', { name: x.save }).click();
    await expect(page.getByText(x.updated).first()).toBeVisible();
    await expect(page.getByText('Prince Mohammed Street 7')).toBeVisible();

    await openIn(page, '/admin/management/branches', lng);
    await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('searchbox', { name: x.search }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    await expect(page.getByRole('link', { name })).toBeVisible();

    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: x.del, exact: true }).click();
    await page
      .getByRole('dialog', { name: x.confirmDelete })
      .getByRole('button', { name: x.confirmDelete })
      .click();
    await expect(page.getByText(x.deleted).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/management\/branches(\?.*)?$/);
  });
}

test('a branch that still has vehicles is not deleted and says why', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  await openIn(page, '/admin/management/branches', 'en');
  await page.getByRole('link', { name: 'Riyadh Airport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riyadh Airport' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vehicles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete branch' })
    .getByRole('button', { name: 'Delete branch' })
    .click();
  await expect(page.getByText('This branch still has vehicles', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/branches\/view\//);
});

test('a viewer sees the branches without a create button', async ({ page }) => {
  await signInAs(page, 'viewer@demo.test');
  await openIn(page, '/admin/management/branches', 'en');
  await expect(page.getByRole('link', { name: 'Riyadh Airport' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New branch' })).toHaveCount(0);
});
