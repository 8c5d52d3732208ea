// Before the core router, whose /invoices/:id would otherwise take "next-number" for an id.
export default {
  routes: [
    { method: 'GET', path: '/invoices/next-number', handler: 'api::invoice.invoice.nextNumber' },
  ],
};
