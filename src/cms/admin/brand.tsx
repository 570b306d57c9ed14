/* eslint-disable @next/next/no-img-element -- a 180 px app mark from /public, drawn at a fixed small size */
import styles from './brand.module.css'

/** The complex's mark (public/logo.png, the site's app icon): a rising sun over the water. */
const MARK = '/logo.png'

/** The login page's mark: the complex's sun and its name, in place of Payload's logo. */
export function AdminLogo() {
  return (
    <span className={styles.logo}>
      <img className={styles.mark} src={MARK} alt="" width={56} height={56} />
      <span>
        ЖК «Новая Заря»
        <small>управление сайтом</small>
      </span>
    </span>
  )
}

/** The small mark of the menu and the breadcrumb's home link. */
export function AdminIcon() {
  return <img className={styles.icon} src={MARK} alt="ЖК «Новая Заря»" width={26} height={26} />
}
