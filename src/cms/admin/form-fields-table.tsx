'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { formFieldRows } from './form-fields'
import styles from './form-fields-table.module.css'

/** «Все поля формы»: the submitted form as a table to read, in place of Payload's code editor for JSON. */
export const FormFieldsTable: JSONFieldClientComponent = ({ path, field }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const rows = formFieldRows(value)
  return (
    <div className={`field-type ${styles.block}`}>
      <FieldLabel label={field.label} path={path} />
      {rows.length === 0 ? (
        <p className={styles.empty}>Форма не сохранена: заявка создана не с сайта или до того, как поля стали сохраняться.</p>
      ) : (
        // `lead-form-fields`: a name that outlives the build's hashed class names, for the admin's words check
        // (e2e/admin-words.spec.ts), which reads the field names and leaves the visitor's own values out.
        <table className={`${styles.table} lead-form-fields`}>
          <thead>
            <tr>
              <th scope="col">Поле</th>
              <th scope="col">Значение</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
