import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ApiError } from '../../../shared/api/api-error'
import { setSignInUrl } from '../../../shared/errors/sign-in-url'
import { useMessages } from '../../../shared/i18n/language-provider'
import { ErrorPanel } from './list-states'
import { EmptyPanel, PastEndPanel } from './empty-panels'
import { en, ru } from '../messages'

/**
 * The list's states other than rows, props only: an error in plain words with Retry (a wait the
 * server named counts down and retries by itself), nothing found with Clear search, and an
 * offset past the end with a way to the last page.
 */
const meta = {
  title: 'Authors/Parts/States',
  component: ErrorPanel,
  tags: ['autodocs'],
  args: {
    error: new ApiError('http', 'HTTP 500', { status: 500 }),
    retrying: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorPanel>

export default meta
type Story = StoryObj<typeof meta>

export const ServerError: Story = { name: 'Error: HTTP 500' }

export const Unreachable: Story = {
  name: 'Error: unreachable',
  args: { error: new ApiError('network', 'The app could not reach the server.') },
}

export const Retrying: Story = {
  name: 'Error: retrying',
  args: { retrying: true },
}

/** HTTP 429 with Retry-After: 30. The wait counts down from when the story loads; Retry waits, then runs by itself. */
export const RateLimitedCountdown: Story = {
  name: 'Error: HTTP 429 counting down',
  args: { error: new ApiError('http', 'HTTP 429', { status: 429, retryAfterSeconds: 30 }) },
  render: (args) => <ErrorPanel {...args} failedAt={Date.now()} />,
}

const signedOut = new ApiError('http', 'HTTP 403', { status: 403, detail: 'Authentication credentials were not provided.' })
const notAllowed = new ApiError('http', 'HTTP 403', { status: 403, detail: 'You do not have permission to perform this action.' })
/** config.json's signInUrl, as a deployment behind Django's session sign-in sets it. */
const withSignIn: NonNullable<Story['decorators']> = [
  (Story) => {
    setSignInUrl('/accounts/login/?next={next}')
    return <Story />
  },
]

/** Not signed in, or the session ended (DRF's 403 for missing credentials): Sign in, no Retry. */
export const SignedOut: Story = { name: 'Error: signed out', args: { error: signedOut }, decorators: withSignIn }

export const SignedOutRussian: Story = {
  name: 'Error: signed out (Russian)',
  args: { error: new ApiError('http', 'HTTP 403', { status: 403, detail: 'Учетные данные не были предоставлены.' }) },
  decorators: withSignIn,
  globals: { lang: 'ru' },
}

/** Signed in, but this account may not read the list: no sign-in offered. */
export const NotAllowed: Story = { name: 'Error: not allowed', args: { error: notAllowed }, decorators: withSignIn }

export const NotAllowedRussian: Story = {
  name: 'Error: not allowed (Russian)',
  args: { error: notAllowed },
  decorators: withSignIn,
  globals: { lang: 'ru' },
}

export const NothingFound: Story = {
  name: 'Nothing found',
  render: function NothingFound() {
    const m = useMessages({ en, ru })
    return <EmptyPanel searched={m.search.lastNameIs('Zzyzx')} onClear={fn()} />
  },
}

export const EmptyDirectory: Story = {
  name: 'Empty directory',
  render: () => <EmptyPanel searched={undefined} onClear={fn()} />,
}

export const PastTheEnd: Story = {
  name: 'Past the end',
  render: () => <PastEndPanel page={101} count={960} lastOffset={950} onLastPage={fn()} />,
}
