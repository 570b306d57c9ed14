import type { Access } from 'payload'

/** Anyone may read: only for data the public site shows anyway. */
export const anyone: Access = () => true

/** Only a logged-in back-office user (there are no public accounts). */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

/** Access for content the site publishes: public read, staff write. */
export const publishedContent = {
  read: anyone,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}

/** Access for private records (leads, visitor lists, users): staff only, for every operation. */
export const privateRecords = {
  read: staffOnly,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}
