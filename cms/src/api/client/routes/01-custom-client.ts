export default {
  routes: [{ method: 'GET', path: '/clients/:id/summary', handler: 'api::client.client.summary' }],
};
