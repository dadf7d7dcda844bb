import { basename, dirname, resolve } from 'node:path'
import type { StorybookConfig } from '@storybook/react-vite'

// DEMO_DATASET=FILE: a recording (npm run api-check -- --record FILE) for the "Recorded directory" story.
const recording = process.env.DEMO_DATASET ? resolve(process.env.DEMO_DATASET) : undefined

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // Controls, actions, viewport and interactions are built into Storybook 10; Docs pages
  // (autodocs: the parts' props and their stories on one page) are the docs addon.
  addons: ['@storybook/addon-docs', 'msw-storybook-addon'],
  // public/ holds mockServiceWorker.js, which the addon registers.
  staticDirs: ['../public', ...(recording ? [{ from: dirname(recording), to: '/demo-dataset' }] : [])],
  env: (config) => ({ ...config, ...(recording && { STORYBOOK_DEMO_DATASET_URL: `/demo-dataset/${basename(recording)}` }) }),
  // Without the network, the telemetry attempt adds seconds to every build.
  core: { disableTelemetry: true },
  // Designers open this to see the app, not to learn Storybook: no onboarding checklist.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
}

export default config
