import type { Core } from '@strapi/strapi';

const toAmount = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

/** Dashboard figures, computed by the database (COUNT/SUM), never by loading rows into Node. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async summary() {
    const knex = strapi.db.connection;
    const count = async (table: string, where?: (query: any) => void): Promise<number> => {
      const query = knex(table).count({ n: '*' });
      if (where) where(query);
      const [row] = await query;
      return Number(row?.n ?? 0);
    };
    const sum = async (statuses: string[]): Promise<number> => {
      const [row] = await knex('invoices').whereIn('status', statuses).sum({ total: 'total_amount' });
      return toAmount(row?.total);
    };
    const [clientsCount, invoicesCount, quotesCount, deliveriesCount, usersCount, notificationsCount, revenueTotal, pendingPayments] =
      await Promise.all([
        count('clients'),
        count('invoices'),
        count('quotes'),
        count('deliveries'),
        count('up_users'),
        count('messages', (query) => query.where('read', false).orWhereNull('read')),
        sum(['paid']),
        sum(['unpaid', 'partial']),
      ]);
    return { clientsCount, invoicesCount, quotesCount, revenueTotal, pendingPayments, deliveriesCount, usersCount, notificationsCount };
  },
});
