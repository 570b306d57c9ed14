import { art, type SeedCamera } from './seed-data'

export const cameras: SeedCamera[] = [
  {
    title: 'Камера 1 — корпуса 3 и 4, вид с северо-востока',
    stream_url: '/streams/camera-1/index.m3u8',
    poster: art('camera-poster-1'),
    order: 1,
  },
  {
    title: 'Камера 2 — корпус 5, вид со стороны Невы',
    stream_url: '/streams/camera-2/index.m3u8',
    poster: art('camera-poster-2'),
    order: 2,
  },
]
