import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { choose, exportText, openIn, signInAs, uniqueIdentifiers } from './fleet-support.ts';

const texts = {
  en: {
    title: 'Vehicles',
    new: 'New vehicle',
    create: 'Create vehicle',
    created: 'Vehicle created',
    edit: 'Edit',
    save: 'Save changes',
    updated: 'Vehicle updated',
    search: 'Search vehicles',
    export: 'Export',
    del: 'Delete',
    confirmDelete: 'Delete vehicle',
    deleted: 'Vehicle deleted',
    f: {
      make: 'Make',
      model: 'Model',
      vin: 'VIN',
      plate: 'License plate',
      year: 'Year',
      colour: 'Colour',
      branch: 'Branch',
      rate: 'Daily rate (SAR)',
      category: 'Category',
      fuel: 'Fuel type',
      transmission: 'Transmission',
    },
    o: { category: 'SUV', fuel: 'Hybrid', transmission: 'Automatic' },
  },
  ar: {
    title: 'المركبات',
    new: 'مركبة جديدة',
    create: 'إنشاء المركبة',
    created: 'أُنشئت المركبة',
    edit: 'تعديل',
    save: 'حفظ التغييرات',
    updated: 'حُدّثت المركبة',
    search: 'ابحث في المركبات',
    export: 'تصدير',
    del: 'حذف',
    confirmDelete: 'حذف المركبة',
    deleted: 'حُذفت المركبة',
    f: {
      make: 'الشركة المصنّعة',
      model: 'الطراز',
      vin: 'رقم الهيكل (VIN)',
      plate: 'رقم اللوحة',
      year: 'سنة الصنع',
      colour: 'اللون',
      branch: 'الفرع',
      rate: 'السعر اليومي (SAR)',
      category: 'الفئة',
      fuel: 'نوع الوقود',
      transmission: 'ناقل الحركة',
    },
    o: { category: 'رياضية متعددة الاستخدامات', fuel: 'هجين', transmission: 'أوتوماتيكي' },
  },
} as const;

async function createVehicle(page: Page, lng: 'en' | 'ar', make: string) {
  const x = texts[lng];
  const { vin, plate } = uniqueIdentifiers(lng === 'en' ? 1 : 2);
  await page.getByRole('button', { name: x.new }).click();
  const form = page.getByRole('dialog', { name: x.new });
  await form.getByLabel(x.f.make).fill(make);
  await form.getByLabel(x.f.model, { exact: false }).first().fill('Tucson');
  await form.getByLabel(x.f.vin).fill(vin);
  await form.getByLabel(x.f.plate).fill(plate);
  await form.getByRole('textbox', { name: x.f.year }).fill('2024');
  await form.getByLabel(x.f.colour).fill('Silver');
  await choose(page, form, x.f.branch, 'Riyadh Airport (RUH-AIR)');
  await form.getByLabel(x.f.rate).fill('240');
  await choose(page, form, x.f.category, x.o.category);
  await choose(page, form, x.f.fuel, x.o.fuel);
  await choose(page, form, x.f.transmission, x.o.transmission);
  await form.getByRole('button', { name: x.create }).click();
  await expect(page.getByText(x.created).first()).toBeVisible();
  return { vin, plate };
}

for (const lng of ['en', 'ar'] as const) {
  test(`an administrator creates, edits, finds, exports and deletes a vehicle (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const x = texts[lng];
    await signInAs(page, 'admin@demo.test');
    await openIn(page, '/admin/management/vehicles', lng);
    await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const make = lng === 'en' ? 'Hyundai71401' : 'Hyundai71402';
    const { plate } = await createVehicle(page, lng, make);
    // a new vehicle opens on its details page
    await expect(page).toHaveURL(/\/admin\/management\/vehicles\/view\//);
    await expect(
      page.getByRole('heading', { level: 1, name: `2024 ${make} Tucson` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: x.edit, exact: true }).click();
    const form = page.getByRole('dialog', {
      name: lng === 'en' ? 'Edit vehicle' : 'تعديل المركبة',
    });
    await form.getByLabel(x.f.colour).fill('Midnight blue');
    // Enter submits the form (the long dialog's button may sit below the fold)
    await form.getByLabel(x.f.colour).press('Enter');
    await expect(page.getByText(x.updated).first()).toBeVisible();
    await expect(page.getByText('Midnight blue')).toBeVisible();

    await openIn(page, '/admin/management/vehicles', lng);
    await page.getByRole('searchbox', { name: x.search }).fill(make);
    await expect(page).toHaveURL(new RegExp(`search=${make}`));
    const table = page.getByRole('table', { name: x.title });
    await expect(table.getByText(plate)).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    const csv = await exportText(page, x.export, 'CSV');
    expect(csv).toContain(plate);
    expect(csv).toContain(make);

    await table.getByText(plate).click();
    await page.getByRole('button', { name: x.del, exact: true }).click();
    await page
      .getByRole('dialog', { name: x.confirmDelete })
      .getByRole('button', { name: x.confirmDelete })
      .click();
    await expect(page.getByText(x.deleted).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/management\/vehicles(\?.*)?$/);
  });
}

test('the year and daily rate filters live in the address and narrow the list', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await openIn(page, '/admin/management/vehicles?filter[year][gte]=2100', 'en');
  await expect(page.getByText('No vehicles match')).toBeVisible();
  // the filters panel opens by itself when the address carries filters
  await expect(page.getByRole('textbox', { name: 'Year from' })).toHaveValue('2100');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/filter/);
  await expect(page.getByRole('table', { name: 'Vehicles' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('textbox', { name: 'Daily rate from' }).fill('100000');
  await expect(page).toHaveURL(
    /filter%5BdailyRate%5D%5Bgte%5D=10000000|filter\[dailyRate\]\[gte\]=10000000/,
  );
});

test('an import of good and bad rows creates the good ones and reports the bad ones', async ({
  page,
}) => {
  await signInAs(page, 'admin@demo.test');
  await openIn(page, '/admin/management/vehicles', 'en');
  const good = uniqueIdentifiers(3);
  const header =
    'make,model,year,vin,licensePlate,color,category,branch,dailyRate,mileage,fuelType,transmission,seatingCapacity';
  const csv = [
    header,
    `Kia,Sportage,2023,${good.vin},${good.plate},Red,SUV,RUH-AIR,199.00,10,Gasoline,automatic,5`,
    `Kia,Sportage,1800,BAD,A_1,Red,SUV,RUH-AIR,199.00,10,Gasoline,automatic,5`,
  ].join('\n');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a file' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'vehicles.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Created: 1')).toBeVisible();
  await expect(dialog.getByText('Rows not imported: 1')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid year')).toBeVisible();
});

test('a viewer sees vehicles but no create, import, edit or delete', async ({ page }) => {
  await signInAs(page, 'viewer@demo.test');
  await openIn(page, '/admin/management/vehicles', 'en');
  const table = page.getByRole('table', { name: 'Vehicles' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New vehicle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await table.getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Quick actions' })).toHaveCount(0);
});
