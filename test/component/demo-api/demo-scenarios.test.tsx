import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createDemoApiControl, type DemoApiControl } from '../../../src/demo-api/control'
import { getDefaultDataset } from '../../../src/demo-api/dataset'
import { SCENARIOS, type ScenarioName } from '../../../src/demo-api/scenarios'
import { server } from '../../msw-server'
import { currentSearchParams, DEMO_CONFIG, findRange, fmt, recordListRequests, renderApp } from '../../render-app'

/** The demo API's own control, with msw/node standing in for the service worker. */
function demoControl(initial: ScenarioName = 'normal'): DemoApiControl {
  return createDemoApiControl(initial, (handlers) => server.use(...handlers), { latencyMs: 0 })
}

describe('demo scenarios in the app', () => {
  it('shows a scenario control only on the demo API, and switches scenarios in place', async () => {
    const { user } = renderApp({ url: '/?last_name=%D0%BE%D0%B2', demo: demoControl() })
    await screen.findByRole('table', { name: 'Non-active authors' })
    const picker = await screen.findByRole('combobox', { name: 'Demo scenario' })
    expect(picker).toHaveValue('normal')
    expect(picker).toHaveAccessibleDescription(SCENARIOS.normal.description)

    await user.selectOptions(picker, 'server-error')
    expect(await screen.findByRole('heading', { name: 'Server error (HTTP 500)' })).toBeInTheDocument()
    expect(currentSearchParams().get('scenario')).toBe('server-error')
    expect(currentSearchParams().get('last_name')).toBe('ов')

    await user.selectOptions(picker, 'normal')
    await screen.findByRole('table', { name: 'Non-active authors' })
    expect(currentSearchParams().has('scenario')).toBe(false)
  })

  it('has no scenario control on a real API', async () => {
    renderApp({ config: { ...DEMO_CONFIG, apiUrl: '' } })
    await screen.findByRole('table', { name: 'Non-active authors' })
    expect(screen.queryByRole('combobox', { name: 'Demo scenario' })).toBeNull()
    expect(screen.queryByText('Demo data')).toBeNull()
  })

  it('tells the person when the server hangs, and recovers through Retry', async () => {
    const demo = demoControl('hanging')
    const { user } = renderApp({ config: { ...DEMO_CONFIG, requestTimeoutMs: 200 }, demo })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'The server is not answering' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('did not answer within 0.2 seconds')
    demo.setScenario('normal')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await screen.findByRole('table', { name: 'Non-active authors' })
  })

  it('says so when the list changes between page requests', async () => {
    const { user } = renderApp({ demo: demoControl('drifting-count') })
    await screen.findByRole('table', { name: 'Non-active authors' })
    await user.click(await screen.findByRole('button', { name: 'Next page' }))
    expect(await screen.findByText(/The list changed while you were paging: 3 authors added/, { selector: 'p' })).toBeVisible()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The list changed while you were paging'))
    expect(screen.getByRole('button', { name: 'Reload the list' })).toBeInTheDocument()
  })

  it('shows no change notice when the count is steady', async () => {
    const { user } = renderApp({ demo: demoControl('normal') })
    await findRange(`1–50 of ${fmt(getDefaultDataset().length)}`)
    await user.click(await screen.findByRole('button', { name: 'Next page' }))
    await findRange(`51–100 of ${fmt(getDefaultDataset().length)}`)
    expect(screen.queryByText(/The list changed/)).toBeNull()
  })

  it('pages through links that name another host, asking its own API', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ demo: demoControl('foreign-links') })
    await findRange(`1–50 of ${fmt(getDefaultDataset().length)}`)
    await user.click(await screen.findByRole('button', { name: 'Next page' }))
    await findRange(`51–100 of ${fmt(getDefaultDataset().length)}`)
    expect(requests.urls().every((url) => url.origin === window.location.origin)).toBe(true)
    requests.stop()
  })

  it("shows a very large count in the locale's format", async () => {
    renderApp({ demo: demoControl('huge') })
    await within(await screen.findByRole('navigation', { name: 'Pagination' })).findByText('1–50 of 100,000')
    expect(screen.getByText('of 2,000')).toBeInTheDocument()
  })

  it('explains an empty directory', async () => {
    renderApp({ demo: demoControl('empty') })
    expect(await screen.findByRole('heading', { name: 'No non-active authors' })).toBeInTheDocument()
  })
})
