import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../../src/shared/api/contract'
import { demoControl } from '../../demo-control'
import { author, holdList, pageBody, serveList, serveListWith } from '../../list-overrides'
import { server } from '../../msw-server'
import { DEMO_CONFIG, renderApp } from '../../render-app'

/**
 * Latin words a Russian screen may show: technical names that Russian text uses as they are
 * (HTTP, API, JSON, UID…) and the file formats. Any other Latin word outside data (data is marked
 * translate="no" or quoted «like this», as the person's search is) is English left untranslated.
 */
const ALLOWED = new Set([
  'HTTP',
  'API',
  'JSON',
  'CSV',
  'XLSX',
  'Excel',
  'TSV',
  'HTML',
  'UID',
  'uid',
  'null',
  'DRF',
  'Django',
  'Retry-After',
  'Excel',
  'UTF-',
])
/** The flags' symbols, the same in both languages: A+Я (Latin in Cyrillic), NBSP, ZW (zero-width). */
for (const symbol of ['A', 'NBSP', 'ZW']) ALLOWED.add(symbol)
/** The test server's host, which the unreachable-server message names. */
ALLOWED.add('localhost')
const TRANSLATABLE_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt']

/** Every Latin word the person can see or hear, outside data and identifiers. */
function englishLeaks(root: HTMLElement = document.body): string[] {
  const leaks: string[] = []
  const check = (text: string, where: string) => {
    for (const word of text.replace(/«[^»]*»/g, '').match(/[A-Za-z][A-Za-z'-]*/g) ?? []) {
      if (!ALLOWED.has(word)) leaks.push(`${word} (${where}: “${text.trim().slice(0, 80)}”)`)
    }
  }
  const translatable = (element: Element | null) => element?.closest('[translate]')?.getAttribute('translate') !== 'no'
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node instanceof Text) {
      const parent = node.parentElement
      // Styles and scripts are not shown; key caps name keys; the table's names are data (the
      // cells' own controls are checked below).
      if (parent && !['STYLE', 'SCRIPT'].includes(parent.tagName) && translatable(parent) && !parent.closest('td, dd, kbd')) {
        check(node.data, parent.tagName.toLowerCase())
      }
    } else if (node instanceof Element && translatable(node) && !node.closest('td, dd')) {
      for (const name of TRANSLATABLE_ATTRIBUTES) {
        const value = node.getAttribute(name)
        if (value) check(value, `${node.tagName.toLowerCase()}[${name}]`)
      }
    }
  }
  // The title starts with the search as typed (data), then the page and the app's name.
  check(document.title.replace(/^.*? — (?=страница )/, ''), 'title')
  return leaks
}

/** The UI inside the table's cells (marks, buttons) must be Russian too; the names are data. */
function englishLeaksInCells(): string[] {
  const leaks: string[] = []
  for (const cell of document.querySelectorAll('td, dd')) {
    for (const element of cell.querySelectorAll('button, [title], [aria-label]')) {
      for (const text of [
        element.getAttribute('title'),
        element.getAttribute('aria-label'),
        element.matches('button') ? element.textContent : null,
      ]) {
        for (const word of text?.match(/[A-Za-z][A-Za-z'-]*/g) ?? []) if (!ALLOWED.has(word)) leaks.push(`${word} (cell: “${text}”)`)
      }
    }
  }
  return leaks
}

const leaks = () => [...englishLeaks(), ...englishLeaksInCells()]

const status = () =>
  screen
    .getAllByRole('status')
    .find((element) => element.getAttribute('aria-live') === 'polite' && element.classList.contains('visually-hidden'))!
// Russian groups digits with a no-break space; Testing Library's matchers see it as a space.
const settledStatus = (text: string | RegExp) => waitFor(() => expect(status()).toHaveTextContent(text))

describe('the whole app in Russian', () => {
  it('speaks Russian with Russian numbers on the loaded list, and says nothing in English', async () => {
    renderApp({ lang: 'ru', demo: demoControl() })
    const table = await screen.findByRole('table', { name: 'Неактивные авторы' })
    await settledStatus('Показаны 1–50 из 1 200')
    expect(document.documentElement).toHaveAttribute('lang', 'ru')
    expect(document.title).toBe('Неактивные авторы · Справочник авторов')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Неактивные авторы')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers.slice(0, 5)).toEqual(['Публичное имя', 'Фамилия', 'Имя', 'Отчество', 'UID'])
    expect(screen.getByRole('searchbox', { name: 'Фамилия' })).toBeInTheDocument()
    expect(screen.getByRole('search', { name: 'Поиск авторов' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru')
    expect(await screen.findByRole('combobox', { name: 'Демо-сценарий' })).toHaveAccessibleDescription(
      /^Демонстрационный набор из 1\s200 авторов/,
    )
    expect(screen.getByText('Демо-данные')).toHaveAttribute(
      'title',
      'Приложение работает на встроенном демо-API, а не на настоящем сервисе',
    )
    expect(leaks()).toEqual([])
  })

  it('shows the preferences panel and the export panel in Russian', async () => {
    const { user } = renderApp({ lang: 'ru' })
    await screen.findByRole('table', { name: 'Неактивные авторы' })
    await user.click(await screen.findByRole('button', { name: 'Параметры' }))
    expect(await screen.findByRole('combobox', { name: 'Тема' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Плотность' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Столбцы' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Сбросить настройки' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Экспорт' }))
    expect(await screen.findByRole('region', { name: 'Экспорт авторов' })).toBeInTheDocument()
    expect(leaks()).toEqual([])
  })

  it('shows the details and twins dialogs and the keyboard shortcuts in Russian', async () => {
    const { user } = renderApp({ lang: 'ru', url: '/?last_name=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2' })
    const table = await screen.findByRole('table', { name: 'Неактивные авторы' })
    const rows = within(table).getAllByRole('row').slice(1)
    await user.click(within(rows[0]!).getByRole('button', { name: 'Подробности' }))
    const details = await screen.findByRole('dialog')
    expect(leaks()).toEqual([])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(details).not.toBeInTheDocument())
    const twins = within(table).queryAllByRole('button', { name: 'Показать все с этим именем' })
    if (twins[0]) {
      await user.click(twins[0])
      await screen.findByRole('dialog')
      expect(leaks()).toEqual([])
      await user.keyboard('{Escape}')
    }
    await user.keyboard('?')
    expect(await screen.findByRole('dialog', { name: 'Сочетания клавиш' })).toBeInTheDocument()
    expect(leaks()).toEqual([])
  })

  it('marks unusual values in Russian, while the names themselves stay as received', async () => {
    serveList(
      pageBody([
        author({ uid: 'a1', last_name: 'Smith', first_name: '', parent_name: null, public_name: 'Иванов  И.' }),
        author({ uid: 'a2', last_name: ' Петров', first_name: 'Пётр', parent_name: 'Петрович', public_name: 'Петров\tП.' }),
      ]),
    )
    renderApp({ lang: 'ru' })
    const table = await screen.findByRole('table', { name: 'Неактивные авторы' })
    expect(within(table).getAllByRole('row')[1]!.querySelectorAll('td')[3]).toHaveAccessibleDescription('нет значения (null)')
    // The data's own Latin letters ("Smith") are not a leak; the marks around them are Russian.
    expect(within(table).getByRole('cell', { name: 'Smith' })).toBeInTheDocument()
    await settledStatus('Показаны 1–2 из 2')
    expect(leaks()).toEqual([])
  })

  it('shows the first-load skeleton and the busy state in Russian', async () => {
    const first = holdList()
    const { user } = renderApp({ lang: 'ru' })
    expect(await screen.findByRole('table', { name: 'Неактивные авторы (загрузка)' })).toHaveAttribute('aria-busy', 'true')
    expect(leaks()).toEqual([])
    first.release()
    await settledStatus(/^Показаны 1–50 из /)
    const next = holdList()
    await user.click(await screen.findByRole('button', { name: 'Последняя страница' }))
    expect(await screen.findByText('Загрузка…')).toBeInTheDocument()
    expect(leaks()).toEqual([])
    next.release()
    await settledStatus(/^Показаны 1 151–1 200 из 1 200/)
  })

  it('explains an empty search and an empty directory in Russian', async () => {
    const { user, unmount } = renderApp({ lang: 'ru', url: '/?last_name=zzzqqq&first_name=yy' })
    expect(await screen.findByRole('heading', { name: 'Авторы не найдены' })).toBeInTheDocument()
    expect(screen.getByText('Нет неактивных авторов, у которых фамилия «zzzqqq» и имя «yy».')).toBeInTheDocument()
    await settledStatus('Не найдено авторов: фамилия «zzzqqq» и имя «yy».')
    expect(leaks()).toEqual([])
    await user.click(await screen.findByRole('button', { name: 'Очистить поиск' }))
    await settledStatus(/^Показаны 1–50 из /)
    unmount()

    serveList(pageBody([]))
    renderApp({ lang: 'ru' })
    expect(await screen.findByRole('heading', { name: 'Неактивных авторов нет' })).toBeInTheDocument()
    await settledStatus('Неактивных авторов нет.')
    expect(leaks()).toEqual([])
  })

  it('explains a page past the end with the count in Russian plural', async () => {
    serveListWith((request) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'))
      const results = Array.from({ length: 21 }, (_, index) => author({ uid: `u${index}` })).slice(offset, offset + 50)
      return HttpResponse.json(pageBody(results, { count: 21 }))
    })
    const { user } = renderApp({ lang: 'ru', url: '/?offset=100' })
    expect(await screen.findByRole('heading', { name: 'Эта страница за концом списка' })).toBeInTheDocument()
    expect(screen.getByText(/^Страница 3 пуста: сейчас в списке 21 автор\./)).toBeInTheDocument()
    await settledStatus('Страница 3 находится за концом списка.')
    expect(leaks()).toEqual([])
    await user.click(await screen.findByRole('button', { name: 'На последнюю страницу (1–21 из 21)' }))
    await settledStatus('Показаны 1–21 из 21')
  })

  it('tells of a list that changed while paging, with Russian agreement', async () => {
    const { user } = renderApp({ lang: 'ru', demo: demoControl('drifting-count') })
    await screen.findByRole('table', { name: 'Неактивные авторы' })
    await user.click(await screen.findByRole('button', { name: 'Следующая страница' }))
    expect(await screen.findByText(/^Список изменился, пока вы листали: .* добавлено 3 автора\./)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Обновить список' })).toBeInTheDocument()
    await settledStatus(/^Показаны 51–100 из .*Список изменился/)
    expect(leaks()).toEqual([])
  })
})

describe('errors in Russian', () => {
  it.each([
    ['unreachable', () => HttpResponse.error(), 'Сервер недоступен', /Не удаётся связаться с сервером localhost/],
    [
      'HTTP 500',
      () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      'Ошибка сервера (HTTP 500)',
      /не смог ответить/,
    ],
    ['HTTP 502', () => new HttpResponse('Bad Gateway', { status: 502 }), 'Сервер недоступен (HTTP 502)', /прокси/],
    [
      'HTTP 429 without a wait',
      () => HttpResponse.json({ detail: 'Throttled.' }, { status: 429 }),
      'Слишком много запросов',
      /Подождите немного/,
    ],
    [
      'HTTP 400 with the server’s reason',
      () => HttpResponse.json({ detail: 'Null characters are not allowed.' }, { status: 400 }),
      'Сервер отклонил поиск (HTTP 400)',
      /Сервер сообщил: «Null characters are not allowed\.»/,
    ],
    ['HTTP 404', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), 'Список авторов не найден (HTTP 404)', /адрес API/],
    ['HTTP 405', () => HttpResponse.json({}, { status: 405 }), 'Сервер отказал в запросе (HTTP 405)', /настройки приложения/],
    ['HTTP 403', () => HttpResponse.json({}, { status: 403 }), 'Этой учётной записи нельзя читать список (HTTP 403)', /Попросите доступ/],
    [
      'a body of the wrong shape',
      () => HttpResponse.json({ count: 3, next: null, previous: null }),
      'Сервер прислал ответ, который приложение не может прочитать',
      /что не так: «results» — отсутствует, а не список\./,
    ],
    [
      'a body that is not JSON',
      () => new HttpResponse('<!doctype html><title>Sign in</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'Сервер прислал ответ, который приложение не может прочитать',
      /не в ожидаемом формате; что не так: тело ответа — не JSON\./,
    ],
  ])('%s', async (_, failure, title, body) => {
    serveListWith(failure)
    renderApp({ lang: 'ru', url: '/?last_name=ов' })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument()
    expect(alert).toHaveTextContent(body)
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
    expect(leaks()).toEqual([])
  })

  it('counts down a wait the server asked for, in Russian plurals', async () => {
    serveListWith(() => HttpResponse.json({ detail: 'Throttled.' }, { status: 429, headers: { 'Retry-After': '21' } }))
    renderApp({ lang: 'ru' })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Слишком много запросов' })).toBeInTheDocument()
    expect(alert).toHaveTextContent(/Повторите через \d+ секунд/)
    expect(leaks()).toEqual([])
  })

  it('says how long it waited for a server that does not answer', async () => {
    server.use(http.get(`*${AUTHORS_LIST_PATH}`, () => new Promise<Response>(() => {})))
    renderApp({ lang: 'ru', config: { ...DEMO_CONFIG, requestTimeoutMs: 1000 } })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Сервер не отвечает' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('Сервер не ответил за 1 секунду.')
    expect(leaks()).toEqual([])
  })
})

describe('the Language control', () => {
  it('switches the whole UI, <html lang> and the document title, keeps the place, and is remembered', async () => {
    const { user, unmount } = renderApp({ url: '/?offset=50' })
    await settledStatus(/^Showing 51–100 of 1,200$/)
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')
    expect(await screen.findByRole('table', { name: 'Неактивные авторы' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'ru')
    await waitFor(() => expect(document.title).toBe('страница 2 — Неактивные авторы'))
    await settledStatus(/^Показаны 51–100 из 1 200$/)
    expect(new URLSearchParams(window.location.search).get('offset')).toBe('50')
    unmount()

    // The next visit in this browser: English is only the default now, the choice wins.
    renderApp({ url: '/?offset=50' })
    expect(await screen.findByRole('table', { name: 'Неактивные авторы' })).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'en')
    await settledStatus(/^Showing 51–100 of 1,200$/)
  })

  it('finds leaks: an English word outside data fails the check', () => {
    document.title = 'Неактивные авторы'
    document.body.innerHTML = '<p>Показаны <span>Next</span></p><p translate="no">Smith</p><button aria-label="Page">1</button>'
    expect(englishLeaks()).toEqual([expect.stringContaining('Next'), expect.stringContaining('Page')])
    document.body.innerHTML = '<table><tr><td>Smith <button>Details</button></td></tr></table>'
    expect(leaks()).toEqual([expect.stringContaining('Details')])
    document.body.innerHTML = ''
  })
})
