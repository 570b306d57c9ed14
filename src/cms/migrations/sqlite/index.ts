import * as migration_20261121_233028_initial from './20261121_233028_initial';
import * as migration_20261122_022657_booking from './20261122_022657_booking';

export const migrations = [
  {
    up: migration_20261121_233028_initial.up,
    down: migration_20261121_233028_initial.down,
    name: '20261121_233028_initial',
  },
  {
    up: migration_20261122_022657_booking.up,
    down: migration_20261122_022657_booking.down,
    name: '20261122_022657_booking'
  },
];
