import * as migration_20261121_233040_initial from './20261121_233040_initial';
import * as migration_20261122_022707_booking from './20261122_022707_booking';
import * as migration_20261122_031458_delivery from './20261122_031458_delivery';
import * as migration_20261122_055245_media_storage from './20261122_055245_media_storage';
import * as migration_20261125_113303_issue14_figures from './20261125_113303_issue14_figures';
import * as migration_20261125_131407_back_office from './20261125_131407_back_office';
import * as migration_20261125_150054_floor_plans from './20261125_150054_floor_plans';
import * as migration_20261125_180638_compare_list from './20261125_180638_compare_list';
import * as migration_20261125_194753_window_views from './20261125_194753_window_views';
import * as migration_20261126_084349_portrait_image_size from './20261126_084349_portrait_image_size';
import * as migration_20261128_080320_catalog_imports from './20261128_080320_catalog_imports';
import * as migration_20261128_080957_backup_job from './20261128_080957_backup_job';
import * as migration_20261128_081714_catalog_sync_settings from './20261128_081714_catalog_sync_settings';
import * as migration_20261128_111233_building_documents_trade_in from './20261128_111233_building_documents_trade_in';
import * as migration_20261128_111505_crm_attribution from './20261128_111505_crm_attribution';
import * as migration_20261128_112945_promo_full_payment from './20261128_112945_promo_full_payment';
import * as migration_20261128_113724_offline_conversions_task from './20261128_113724_offline_conversions_task';

export const migrations = [
  {
    up: migration_20261121_233040_initial.up,
    down: migration_20261121_233040_initial.down,
    name: '20261121_233040_initial',
  },
  {
    up: migration_20261122_022707_booking.up,
    down: migration_20261122_022707_booking.down,
    name: '20261122_022707_booking',
  },
  {
    up: migration_20261122_031458_delivery.up,
    down: migration_20261122_031458_delivery.down,
    name: '20261122_031458_delivery',
  },
  {
    up: migration_20261122_055245_media_storage.up,
    down: migration_20261122_055245_media_storage.down,
    name: '20261122_055245_media_storage',
  },
  {
    up: migration_20261125_113303_issue14_figures.up,
    down: migration_20261125_113303_issue14_figures.down,
    name: '20261125_113303_issue14_figures',
  },
  {
    up: migration_20261125_131407_back_office.up,
    down: migration_20261125_131407_back_office.down,
    name: '20261125_131407_back_office',
  },
  {
    up: migration_20261125_150054_floor_plans.up,
    down: migration_20261125_150054_floor_plans.down,
    name: '20261125_150054_floor_plans',
  },
  {
    up: migration_20261125_180638_compare_list.up,
    down: migration_20261125_180638_compare_list.down,
    name: '20261125_180638_compare_list',
  },
  {
    up: migration_20261125_194753_window_views.up,
    down: migration_20261125_194753_window_views.down,
    name: '20261125_194753_window_views',
  },
  {
    up: migration_20261126_084349_portrait_image_size.up,
    down: migration_20261126_084349_portrait_image_size.down,
    name: '20261126_084349_portrait_image_size',
  },
  {
    up: migration_20261128_080320_catalog_imports.up,
    down: migration_20261128_080320_catalog_imports.down,
    name: '20261128_080320_catalog_imports',
  },
  {
    up: migration_20261128_080957_backup_job.up,
    down: migration_20261128_080957_backup_job.down,
    name: '20261128_080957_backup_job',
  },
  {
    up: migration_20261128_081714_catalog_sync_settings.up,
    down: migration_20261128_081714_catalog_sync_settings.down,
    name: '20261128_081714_catalog_sync_settings',
  },
  {
    up: migration_20261128_111233_building_documents_trade_in.up,
    down: migration_20261128_111233_building_documents_trade_in.down,
    name: '20261128_111233_building_documents_trade_in',
  },
  {
    up: migration_20261128_111505_crm_attribution.up,
    down: migration_20261128_111505_crm_attribution.down,
    name: '20261128_111505_crm_attribution',
  },
  {
    up: migration_20261128_112945_promo_full_payment.up,
    down: migration_20261128_112945_promo_full_payment.down,
    name: '20261128_112945_promo_full_payment',
  },
  {
    up: migration_20261128_113724_offline_conversions_task.up,
    down: migration_20261128_113724_offline_conversions_task.down,
    name: '20261128_113724_offline_conversions_task'
  },
];
