/** The console's query keys: all under 'ops', so signing out removes every answer of the operator at once. */
export const opsKeys = {
  all: ['ops'] as const,
  today: ['ops', 'today'] as const,
  applicationsAll: ['ops', 'applications'] as const,
  applications: (status: string, page: number) => ['ops', 'applications', status, page] as const,
  application: (id: number) => ['ops', 'application', id] as const,
  applicationDocument: (id: number) => ['ops', 'application-document', id] as const,
  dealersAll: ['ops', 'dealers'] as const,
  dealers: (q: string, status: string, page: number) => ['ops', 'dealers', q, status, page] as const,
  dealer: (id: number) => ['ops', 'dealer', id] as const,
  carsAll: ['ops', 'cars'] as const,
  cars: (q: string, status: string, page: number) => ['ops', 'cars', q, status, page] as const,
  car: (id: number) => ['ops', 'car', id] as const,
  reportsAll: ['ops', 'reports'] as const,
  reports: (status: string, page: number) => ['ops', 'reports', status, page] as const,
  orders: (filters: object, page: number) => ['ops', 'orders', filters, page] as const,
  order: (id: number) => ['ops', 'order', id] as const,
  refunds: (status: string, page: number) => ['ops', 'refunds', status, page] as const,
  reconciliation: (date: string) => ['ops', 'reconciliation', date] as const,
  audit: (page: number) => ['ops', 'audit', page] as const,
};

/** Lists are pages of this many rows. */
export const PAGE_SIZE = 20;

export const pageOf = (page: number, limit = PAGE_SIZE) => ({ limit, offset: (page - 1) * limit });
