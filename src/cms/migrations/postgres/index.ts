import * as migration_20261121_233040_initial from './20261121_233040_initial';

export const migrations = [
  {
    up: migration_20261121_233040_initial.up,
    down: migration_20261121_233040_initial.down,
    name: '20261121_233040_initial'
  },
];
