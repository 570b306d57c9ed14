import type { Config } from 'payload'

/**
 * Corrections to Payload's Russian admin texts. Its templates put a nominative label into a case the
 * sentence needs («Создание нового Отчёт о стройке», «Добавить Фотография») and join search fields with
 * «Или же»: these say the same things with the label after a colon, which reads right whatever its gender
 * and case. Also the wording for the publishing actions.
 */
export const ruOverrides = {
  general: {
    or: 'или',
    // Payload's Russian template drops the first field name («Искать по, Телефон или E-mail»).
    searchBy: 'Искать по полям: {{label}}',
    // An empty relationship cell read «Без метки».
    noLabel: '—',
    createNewLabel: 'Создать: {{label}}',
    creatingNewLabel: 'Создание: {{label}}',
    newLabel: 'Новая запись: {{label}}',
    editLabel: 'Редактирование: {{label}}',
    deleteLabel: 'Удалить: {{label}}',
    editingLabel_one: 'Редактирование ({{count}}): {{label}}',
    editingLabel_many: 'Редактирование ({{count}}): {{label}}',
    editingLabel_other: 'Редактирование ({{count}}): {{label}}',
    successfullyCreated: 'Создано: {{label}}.',
    successfullyDuplicated: 'Скопировано: {{label}}.',
    updatedSuccessfully: 'Сохранено.',
    titleDeleted: 'Удалено: {{label}} «{{title}}».',
    selectedCount: 'Выбрано: {{count}} ({{label}})',
    selectLabel: 'Выберите: {{label}}',
    showAllLabel: 'Показать все: {{label}}',
    noResults: 'Ничего не найдено: {{label}} нет или они не подходят под фильтры.',
    aboutToDelete: 'Удалить {{label}} <1>«{{title}}»</1>? Это нельзя отменить.',
    dashboard: 'Главная',
    livePreview: 'Предпросмотр на сайте',
    // The scheduling dialog: «для {{title}}» put the title in the wrong case; the list below is publications.
    schedulePublishFor: 'Запланировать публикацию: {{title}}',
    time: 'Дата и время (МСК)',
    upcomingEvents: 'Запланировано',
    noUpcomingEventsScheduled: 'Запланированных публикаций нет.',
  },
  fields: {
    addLabel: 'Добавить: {{label}}',
    addNewLabel: 'Добавить: {{label}}',
    newLabel: 'Новая запись: {{label}}',
    chooseLabel: 'Выбрать: {{label}}',
    selectExistingLabel: 'Выбрать из имеющихся: {{label}}',
    uploadNewLabel: 'Загрузить: {{label}}',
    labelRelationship: '{{label}}: связи',
    editLabelData: 'Изменить: {{label}}',
  },
  version: {
    publish: 'Опубликовать',
    publishChanges: 'Опубликовать',
    saveDraft: 'Сохранить черновик',
    currentDraft: 'Текущий черновик',
    restoreThisVersion: 'Восстановить',
    schedulePublish: 'Запланировать публикацию',
    draftSavedSuccessfully: 'Черновик сохранён.',
    autosavedSuccessfully: 'Черновик сохранён автоматически.',
    restoredSuccessfully: 'Версия восстановлена.',
    viewingVersion: 'Версия: {{entityLabel}} «{{documentTitle}}»',
    viewingVersions: 'История версий: {{entityLabel}} «{{documentTitle}}»',
    viewingVersionGlobal: 'Версия: {{entityLabel}}',
    viewingVersionsGlobal: 'История версий: {{entityLabel}}',
    aboutToRestore: 'Восстановить «{{label}}» в том виде, в каком документ был {{versionDate}}?',
    aboutToRestoreGlobal: 'Восстановить «{{label}}» в том виде, в каком страница была {{versionDate}}?',
    currentDocumentStatus: 'Статус документа: {{docStatus}}',
    changedFieldsCount_one: 'Изменено полей: {{count}}',
    changedFieldsCount_other: 'Изменено полей: {{count}}',
    noRowsFound: 'Не найдено: {{label}}',
    noRowsSelected: 'Не выбрано: {{label}}',
  },
} satisfies NonNullable<NonNullable<Config['i18n']>['translations']>['ru']
