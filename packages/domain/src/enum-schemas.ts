// Zod schemas of the enumerations in enums.ts (request and response validation).
import { z } from 'zod';
import {
  CATEGORIES,
  LANGUAGES,
  MOMO_NETWORKS,
  NOTIFICATION_EVENT_TYPES,
  PRODUCT_STATUSES,
  REGISTRATION_LOCATIONS,
  RIDER_LANGUAGES,
  SELLER_PRODUCT_STATUSES,
  SERVICE_ZONES,
  VEHICLE_TYPES,
} from './enums.ts';

export const LanguageSchema = z.enum(LANGUAGES);
export const CategorySchema = z.enum(CATEGORIES);
export const RegistrationLocationSchema = z.enum(REGISTRATION_LOCATIONS);
export const VehicleTypeSchema = z.enum(VEHICLE_TYPES);
export const ServiceZoneSchema = z.enum(SERVICE_ZONES);
export const RiderLanguageSchema = z.enum(RIDER_LANGUAGES);
export const MomoNetworkSchema = z.enum(MOMO_NETWORKS);
export const NotificationEventTypeSchema = z.enum(NOTIFICATION_EVENT_TYPES);
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
/** The statuses a seller's form may set (never `blocked`). */
export const SellerProductStatusSchema = z.enum(SELLER_PRODUCT_STATUSES);
