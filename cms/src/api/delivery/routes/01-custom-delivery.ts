// Before the core router, whose /deliveries/:id would otherwise take "next-number" for an id.
export default {
  routes: [
    { method: 'GET', path: '/deliveries/next-number', handler: 'api::delivery.delivery.nextNumber' },
  ],
};
