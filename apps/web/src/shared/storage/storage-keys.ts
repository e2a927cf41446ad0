// Every key this app writes to browser storage; DESIGN §7 prefixes them all with `motorpool.`.
export const storageKeys = {
  language: 'motorpool.language',
  colorScheme: 'motorpool.colorScheme',
  tenantId: 'motorpool.tenantId',
} as const;
