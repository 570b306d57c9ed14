import * as migration_20261121_233028_initial from './20261121_233028_initial';

export const migrations = [
  {
    up: migration_20261121_233028_initial.up,
    down: migration_20261121_233028_initial.down,
    name: '20261121_233028_initial'
  },
];
