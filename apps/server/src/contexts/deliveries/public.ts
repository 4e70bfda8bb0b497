// The public face of deliveries: the only file of contexts/deliveries that the app and other
// contexts may import. Everything else in the folder is private to it (context-boundaries.test.ts).
export { deliveriesContext } from './context.ts';
export {
  autoCompleteDeliveries,
  autoCompleteDeliveriesTask,
} from './deliveries/auto-complete.task.ts';
export { deliverWithCode } from './deliveries/deliver-job.service.ts';
export { deliveryCommissionBasisPoints } from './deliveries/delivery-commission.ts';
export type { JobRow } from './deliveries/job-views.ts';
export { selectJobs } from './deliveries/job-views.ts';
export type { RiderNotifyDeps } from './deliveries/notify-rider.ts';
export { createJobIn, type NewJob } from './deliveries/request-delivery.service.ts';
export {
  acceptJob,
  jobNotFound,
  listJobBoard,
  pickUpJob,
} from './deliveries/rider-jobs.service.ts';
export { cancelJobIn } from './deliveries/seller-deliveries.service.ts';
export { setAvailability } from './riders/availability.service.ts';
export { getRiderDashboard } from './riders/rider-dashboard.service.ts';
export { RIDER_PHONE_CHANGE, switchRiderNumber } from './riders/rider-number.service.ts';
export { isVerifiedNow } from './riders/rider-status.ts';
