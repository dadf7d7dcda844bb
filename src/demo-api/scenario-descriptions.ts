import type { Lang } from '../shared/i18n/lang'
import { SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios'

/**
 * The scenarios' descriptions in Russian, for the demo's scenario control (the English ones stay
 * with the scenarios, where the QA kit and the HTTP mock server read them). A scenario added
 * without its Russian description is a type error.
 */
export const SCENARIO_DESCRIPTIONS_RU: Readonly<Record<ScenarioName, string>> = {
  normal: 'Демонстрационный набор из 1\u00a0200 авторов, ответ сразу.',
  slow: 'Каждый ответ идёт 2 секунды: скелет первой загрузки и занятые строки.',
  hanging: 'Сервер не отвечает вовсе: приложение сдаётся по истечении времени ожидания и предлагает повторить.',
  flaky: 'Каждый второй запрос завершается ошибкой HTTP 500; приложение повторяет его само, и «Повторить» помогает.',
  'server-error': 'Каждый запрос завершается ошибкой HTTP 500 со страницей ошибки Django в HTML.',
  'bad-gateway': 'Прокси перед сервисом отвечает HTTP 502 своей HTML-страницей.',
  'rate-limited': 'HTTP 429 с Retry-After: 30, как отвечает ограничение частоты запросов DRF.',
  unreachable: 'Ответа нет совсем, как при упавшем сервере или пропавшей сети.',
  empty: 'В списке нет авторов.',
  malformed: 'Ответ 200, тело которого — HTML-страница, а не JSON (прокси или страница входа).',
  'wrong-shape': 'JSON неверной формы: в конверте нет «results».',
  'count-as-text': 'JSON неверной формы: «count» — строка.',
  'author-missing-field': 'JSON неверной формы: у автора нет «public_name».',
  huge: 'Очень большой список: 100\u00a0000 авторов, создаются постранично по мере запросов.',
  'drifting-count': 'Авторы добавляются, пока вы листаете: каждый запрос добавляет 3 автора в начало, и «count» растёт.',
  'foreign-links': '«next» и «previous» указывают на другой хост по http, как их строит неверно настроенный прокси.',
}

/** Each scenario with its description in English and Russian, for the scenario control. */
export function scenarioEntries(): Array<{ name: ScenarioName; description: string; descriptions: Record<Lang, string> }> {
  return SCENARIO_NAMES.map((name) => ({
    name,
    description: SCENARIOS[name].description,
    descriptions: { en: SCENARIOS[name].description, ru: SCENARIO_DESCRIPTIONS_RU[name] },
  }))
}
