import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // Docs, controls, actions, viewport and interactions are built into Storybook 10.
  addons: ['msw-storybook-addon'],
  // public/ holds mockServiceWorker.js, which the addon registers.
  staticDirs: ['../public'],
  // Without the network, the telemetry attempt adds seconds to every build.
  core: { disableTelemetry: true },
}

export default config
