import { PublishButton as PublishButton_cf4265f35966fc3b11b358ba96f893ee } from '../../../cms/admin/publish-button'
import { VersionsWithAuthors as VersionsWithAuthors_288629f2b2c16398fbdc474f6e299354 } from '../../../cms/admin/versions-view'
import { RowTitle as RowTitle_75dfe5d04c11e2fec5345b6980d07e63 } from '../../../cms/admin/row-title'
import { PhoneCell as PhoneCell_79520e2101e334e1ce5b11cc1f12609c } from '../../../cms/admin/format-cells'
import { ReadOnlyPhoneField as ReadOnlyPhoneField_30724a097e40ab1ef479da7e8af9bed2 } from '../../../cms/admin/phone-field'
import { PropertyCell as PropertyCell_a2d9369a9e2218a85528d5c9f3832c30 } from '../../../cms/admin/property-cell'
import { RubCell as RubCell_66e808aa3c8c5f62df4b68fdbf138760 } from '../../../cms/admin/rub-cell'
import { MoneyField as MoneyField_d2f8f780da877568db73950651a30d7d } from '../../../cms/admin/money-field'
import { BookingHoldField as BookingHoldField_98c1a89e50c64dd2b74c5530a089a35c } from '../../../cms/admin/booking-hold-field'
import { FormFieldsTable as FormFieldsTable_3227d0867db98b1f4bc63ddca5b3cd2c } from '../../../cms/admin/form-fields-table'
import { DeliveryStatusCell as DeliveryStatusCell_c1be51cd6cafb7685091f8813a690a56 } from '../../../cms/admin/delivery-status-cell'
import { ListTools as ListTools_1ba8ee8af9f20d08764bb7f7d27cf288 } from '../../../cms/admin/list-tools'
import { AreaCell as AreaCell_79520e2101e334e1ce5b11cc1f12609c } from '../../../cms/admin/format-cells'
import { FreshJoinField as FreshJoinField_662a8352265a0f296ec1cd4973d50cc8 } from '../../../cms/admin/fresh-join-field'
import { WatchersCell as WatchersCell_edb3d93fd7d27a40f9d5d5bec19fd5c8 } from '../../../cms/admin/watchers-cell'
import { PriceImportView as PriceImportView_24a2b31ee74e0a20eabbea96cade69f5 } from '../../../features/catalog-sync/admin/price-import-view'
import { CrmCheckButton as CrmCheckButton_2a98199b215d14fa2b05e7aa34cc734a } from '../../../cms/admin/crm-check-button'
import { InitialsAvatar as InitialsAvatar_2fef6254dfdb61ef26124b317b69131f } from '../../../cms/admin/initials-avatar'
import { AdminIcon as AdminIcon_d123741fd6da47b78c20b0d1b7ca61a9 } from '../../../cms/admin/brand'
import { AdminLogo as AdminLogo_d123741fd6da47b78c20b0d1b7ca61a9 } from '../../../cms/admin/brand'
import { DashboardSummary as DashboardSummary_455600c93a9f32788f51a9db25e13542 } from '../../../cms/admin/dashboard-summary'
import { FixedWords as FixedWords_3950b2f13c35ed856658d2efae3c3ce4 } from '../../../cms/admin/fixed-words'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/publish-button#PublishButton": PublishButton_cf4265f35966fc3b11b358ba96f893ee,
  "/cms/admin/versions-view#VersionsWithAuthors": VersionsWithAuthors_288629f2b2c16398fbdc474f6e299354,
  "/cms/admin/row-title#RowTitle": RowTitle_75dfe5d04c11e2fec5345b6980d07e63,
  "/cms/admin/format-cells#PhoneCell": PhoneCell_79520e2101e334e1ce5b11cc1f12609c,
  "/cms/admin/phone-field#ReadOnlyPhoneField": ReadOnlyPhoneField_30724a097e40ab1ef479da7e8af9bed2,
  "/cms/admin/property-cell#PropertyCell": PropertyCell_a2d9369a9e2218a85528d5c9f3832c30,
  "/cms/admin/rub-cell#RubCell": RubCell_66e808aa3c8c5f62df4b68fdbf138760,
  "/cms/admin/money-field#MoneyField": MoneyField_d2f8f780da877568db73950651a30d7d,
  "/cms/admin/booking-hold-field#BookingHoldField": BookingHoldField_98c1a89e50c64dd2b74c5530a089a35c,
  "/cms/admin/form-fields-table#FormFieldsTable": FormFieldsTable_3227d0867db98b1f4bc63ddca5b3cd2c,
  "/cms/admin/delivery-status-cell#DeliveryStatusCell": DeliveryStatusCell_c1be51cd6cafb7685091f8813a690a56,
  "/cms/admin/list-tools#ListTools": ListTools_1ba8ee8af9f20d08764bb7f7d27cf288,
  "/cms/admin/format-cells#AreaCell": AreaCell_79520e2101e334e1ce5b11cc1f12609c,
  "/cms/admin/fresh-join-field#FreshJoinField": FreshJoinField_662a8352265a0f296ec1cd4973d50cc8,
  "/cms/admin/watchers-cell#WatchersCell": WatchersCell_edb3d93fd7d27a40f9d5d5bec19fd5c8,
  "/features/catalog-sync/admin/price-import-view#PriceImportView": PriceImportView_24a2b31ee74e0a20eabbea96cade69f5,
  "/cms/admin/crm-check-button#CrmCheckButton": CrmCheckButton_2a98199b215d14fa2b05e7aa34cc734a,
  "/cms/admin/initials-avatar#InitialsAvatar": InitialsAvatar_2fef6254dfdb61ef26124b317b69131f,
  "/cms/admin/brand#AdminIcon": AdminIcon_d123741fd6da47b78c20b0d1b7ca61a9,
  "/cms/admin/brand#AdminLogo": AdminLogo_d123741fd6da47b78c20b0d1b7ca61a9,
  "/cms/admin/dashboard-summary#DashboardSummary": DashboardSummary_455600c93a9f32788f51a9db25e13542,
  "/cms/admin/fixed-words#FixedWords": FixedWords_3950b2f13c35ed856658d2efae3c3ce4,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
