import { expect, type Page, test } from '../fixtures.ts';
import { choose, openIn, signInAs } from './fleet-support.ts';

const texts = {
  en: {
    new: 'New customer',
    create: 'Create customer',
    created: 'Customer created',
    contactTab: 'Contact',
    f: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      idNumber: 'ID number',
    },
    documents: 'Documents',
    category: 'Category',
    licence: 'Driving licence',
    upload: 'Upload',
    uploaded: 'Document uploaded',
    verifyDocument: 'Verify',
    documentVerified: 'Document verified',
    verified: 'Verified',
    verify: 'Verify',
    suspend: 'Suspend',
    activate: 'Activate',
    statusChanged: 'Status changed',
  },
  ar: {
    new: 'عميل جديد',
    create: 'إنشاء العميل',
    created: 'تم إنشاء العميل',
    contactTab: 'الاتصال',
    f: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      idNumber: 'رقم الهوية',
    },
    documents: 'المستندات',
    category: 'الفئة',
    licence: 'رخصة القيادة',
    upload: 'رفع',
    uploaded: 'تم رفع المستند',
    verifyDocument: 'اعتماد',
    documentVerified: 'تم اعتماد المستند',
    verified: 'معتمد',
    verify: 'توثيق',
    suspend: 'إيقاف',
    activate: 'تفعيل',
    statusChanged: 'تم تغيير الحالة',
  },
} as const;

// Fixed people no seeded customer is: one per language, so the two runs never collide.
const people = {
  en: {
    firstName: 'Layla',
    lastName: 'Fernhill',
    email: 'layla.fernhill.e2e@example.com',
    phone: '+966 55 010 2030',
    idNumber: '2987654321',
  },
  ar: {
    firstName: 'ليلى',
    lastName: 'الفرنهلي',
    email: 'layla.alfernhili.e2e@example.com',
    phone: '+966 55 010 2031',
    idNumber: '1987654320',
  },
};

// A one-page PDF: enough for the server to read its type from the bytes.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function confirmStatus(page: Page, action: string, t: (typeof texts)['en' | 'ar']) {
  await page.getByRole('button', { name: action, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(t.statusChanged).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

for (const lng of ['en', 'ar'] as const) {
  test(`an administrator creates a customer, verifies a document, suspends and reactivates them (${lng})`, async ({
    page,
  }) => {
    const t = texts[lng];
    // a retry (or a repeat) meets the first attempt's customer in the database: it creates
    // another one
    const attempt = test.info().repeatEachIndex * 10 + test.info().retry;
    const person = {
      ...people[lng],
      email: people[lng].email.replace('@', attempt ? `.${attempt}@` : '@'),
      idNumber: String(Number(people[lng].idNumber) + attempt * 10),
    };
    await signInAs(page, 'admin@demo.test');
    await openIn(page, '/admin/management/customers', lng);

    await page.getByRole('button', { name: t.new }).click();
    const drawer = page.getByRole('dialog', { name: t.new });
    const fill = (field: keyof typeof t.f) =>
      drawer.getByRole('textbox', { name: t.f[field], exact: true }).fill(person[field]);
    await fill('firstName');
    await fill('lastName');
    await fill('idNumber');
    await drawer.getByRole('tab', { name: t.contactTab }).click();
    await fill('email');
    await fill('phone');
    await drawer.getByRole('button', { name: t.create }).click();
    // the toast: the details page's activity names the same event
    await expect(page.locator('.mantine-Notification-root', { hasText: t.created })).toBeVisible();
    await expect(drawer).toBeHidden();

    // a new customer opens on their details page
    await expect(
      page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` }),
    ).toBeVisible();

    const documents = page.getByRole('region', { name: t.documents });
    await choose(page, documents, t.category, t.licence);
    await documents.locator('input[type=file]').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await documents.getByRole('button', { name: t.upload }).click();
    await expect(page.getByText(t.uploaded)).toBeVisible();
    await documents.getByRole('button', { name: t.verifyDocument, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t.verifyDocument, exact: true })
      .click();
    await expect(page.getByText(t.documentVerified)).toBeVisible();
    await expect(documents.getByText(t.verified, { exact: true })).toBeVisible();

    const header = (name: string) => page.getByRole('button', { name, exact: true });
    await confirmStatus(page, t.verify, t);
    await expect(header(t.verify)).toBeHidden();
    await confirmStatus(page, t.suspend, t);
    await expect(header(t.suspend)).toBeHidden();
    await expect(header(t.activate)).toBeVisible();
    await confirmStatus(page, t.activate, t);
    await expect(header(t.activate)).toBeHidden();
    await expect(header(t.suspend)).toBeVisible();
  });
}
