// The public face of orders: the only file of contexts/orders that the app and other contexts
// may import. Everything else in the folder is private to it (context-boundaries.test.ts).
export { ordersContext } from './context.ts';
export { ORDER_PROMPT_TASK, type OrdersByMessage } from './orders/by-message.ts';
export { orderSettings } from './orders/order-settings.ts';
export { ORDER_TIMERS_TASK, runOrderTimers } from './orders/order-timers.task.ts';
export { isBuyable, productForSale } from './orders/place-order.service.ts';
