// The public face of the catalog: the only file of contexts/catalog that the app and other
// contexts may import. Everything else in the folder is private to it (context-boundaries.test.ts).
export { catalogContext } from './context.ts';
export { searchByPhoto } from './photo-search/photo-search.service.ts';
export { backfillPhotoSignatures } from './photo-search/signature-backfill.ts';
export type { PhotoOwner } from './photos/owner-photo.ts';
export { removeOwnerPhoto, replaceOwnerPhoto } from './photos/owner-photo.ts';
export type { EncodedPhoto } from './photos/photo-pipeline.ts';
export {
  deletePhoto,
  encodePhoto,
  PhotoRejectedError,
  storePhoto,
} from './photos/photo-pipeline.ts';
export { registerOwnPhotoRoute, registerPhotoUploadScope } from './photos/photo-upload-route.ts';
export { readEncodedPhoto } from './photos/read-photo.ts';
export { categoryCounts } from './products/category-counts.service.ts';
export type { PhotoVariant } from './products/photo-view.ts';
export { toPhotoView } from './products/photo-view.ts';
export { searchProducts } from './search/search.service.ts';
export { withEncodeSlot } from './seller-products/encode-slots.ts';
export { drainRest, readPhoto, tooLarge } from './seller-products/product-request.ts';
export {
  deleteFilesAfterCommit,
  imageRow,
  withStoredPhotos,
} from './seller-products/save-product.service.ts';
export { likePattern } from './seller-products/seller-products.service.ts';
export { publishUpload } from './seller-uploads/publish-upload.ts';
export { rejectUpload, uploadNotFound } from './seller-uploads/seller-uploads.service.ts';
export { uploadPhotoView } from './seller-uploads/upload-images.ts';
export { readPlatformSettings } from './site/site.service.ts';
