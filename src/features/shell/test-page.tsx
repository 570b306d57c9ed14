import { BUILD_ID } from '@/features/builds'

import { LiveDiagnostics } from './live-diagnostics'
import { PageHeader } from './page-header'
import { routeContent } from './route-content'
import styles from './test-page.module.css'

export interface TestDiagnosticsProps {
  statusAllowed: boolean
}

const STATUSES = [404, 500, 502, 505, 418]

/** /test: build id, device and scroll state, plus the links the end-to-end suite follows (no prefetch: some leave the site). */
export function TestDiagnostics({ statusAllowed }: TestDiagnosticsProps) {
  const { eyebrow, title, lead } = routeContent('test')
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <div className={styles.wrap}>
        <section className={styles.card} aria-labelledby="diag-build">
          <h2 id="diag-build" className={styles.heading}>
            Сборка
          </h2>
          <dl className={styles.list}>
            <div className={styles.row}>
              <dt>Идентификатор</dt>
              <dd data-testid="build-id">{BUILD_ID}</dd>
            </div>
            <div className={styles.row}>
              <dt>Проверка обновлений</dt>
              <dd>
                <a href="/builds/latest.json">/builds/latest.json</a>
              </dd>
            </div>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="diag-device">
          <h2 id="diag-device" className={styles.heading}>
            Устройство и прокрутка
          </h2>
          <LiveDiagnostics />
        </section>

        <section className={styles.card} aria-labelledby="diag-links">
          <h2 id="diag-links" className={styles.heading}>
            Переходы
          </h2>
          <ul className={styles.links}>
            <li>
              <a href="/flats" data-testid="link-flats">
                Магазин квартир (переход внутри приложения, метки UTM сохраняются)
              </a>
            </li>
            <li>
              <a href="/sunrise" data-testid="link-sunrise">
                Окна-рассвет (полная загрузка страницы)
              </a>
            </li>
            <li>
              <a href="/kvartiry" data-testid="link-internal-redirect">
                /kvartiry — перенаправление из CMS на /flats
              </a>
            </li>
            <li>
              <a href="/old-news" data-testid="link-external-redirect">
                /old-news — перенаправление из CMS на внешний адрес
              </a>
            </li>
            <li>
              <a href="#scroll-target" data-testid="link-anchor">
                К якорю внизу страницы
              </a>
            </li>
          </ul>
        </section>

        <section className={styles.card} aria-labelledby="diag-status">
          <h2 id="diag-status" className={styles.heading}>
            Страницы ошибок
          </h2>
          {statusAllowed ? (
            <ul className={styles.links} data-testid="status-links">
              {STATUSES.map((status) => (
                <li key={status}>
                  <a href={`/test?status=${status}`}>Ответ {status}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note} data-testid="status-disabled">
              Провокация статусов отключена в production; запустите сервер с E2E=1.
            </p>
          )}
        </section>

        <div className={styles.spacer} aria-hidden="true" />

        <section id="scroll-target" className={styles.card} aria-labelledby="diag-anchor" data-testid="scroll-target">
          <h2 id="diag-anchor" className={styles.heading}>
            Якорь
          </h2>
          <p className={styles.note}>После перехода по ссылке с якорем этот блок оказывается в 30 px от верхнего края окна.</p>
        </section>
      </div>
    </>
  )
}
