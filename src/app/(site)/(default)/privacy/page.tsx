import { getPrivacyPolicy, PrivacyPolicyView, revisionText } from '@/features/content'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData, PageHeader } from '@/features/shell'

const TITLE = 'Политика конфиденциальности'

export const generateMetadata = () =>
  pageMetadata('/privacy', { title: TITLE, description: 'Как ГК «Горизонт» обрабатывает и защищает персональные данные (152-ФЗ).' })

/** /privacy — the personal-data policy (152-ФЗ), edited in the CMS; every consent text and the footer link here. */
export default async function PrivacyPage() {
  const policy = await loadPageData(getPrivacyPolicy)
  return (
    <>
      <PageHeader eyebrow={TITLE} title={policy.title || TITLE} lead={revisionText(policy.revision) ?? undefined} />
      <PrivacyPolicyView policy={policy} />
    </>
  )
}
