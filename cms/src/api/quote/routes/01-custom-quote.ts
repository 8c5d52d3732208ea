// Before the core router, whose /quotes/:id would otherwise take "next-number" for an id.
export default {
  routes: [
    { method: 'GET', path: '/quotes/next-number', handler: 'api::quote.quote.nextNumber' },
    { method: 'POST', path: '/quotes/:id/convert', handler: 'api::quote.quote.convert' },
  ],
};
