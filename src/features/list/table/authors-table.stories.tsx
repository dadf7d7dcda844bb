import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { DATASET_DESCRIPTIONS, DATASETS, storyDataset, type DatasetName } from '../../../../.storybook/demo-api'
import { DEFAULT_DATASET_SIZE } from '../../../demo-api/dataset'
import { AuthorsTableView } from './authors-table'
import { useAuthorsTable } from '../hooks/use-authors-table'
import { AuthorsCards } from '../cards/authors-cards'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from '../messages'

/** The table on its own, fed straight from the demo dataset (no network): for styling rows and cells. */
interface TableArgs {
  dataset: DatasetName
  datasetSize: number
  /** Rows on the page. */
  rows: number
  /** First load shows the skeleton; nothing to show yet. */
  loading: boolean
  /** The narrow-screen layout: one labelled card per author instead of a table row. */
  cards?: boolean
}

function AuthorsTableStory({ dataset, datasetSize, rows, loading, cards = false }: TableArgs) {
  const all = storyDataset(dataset, datasetSize)
  const authors = useMemo(() => all.slice(0, rows), [all, rows])
  const table = useAuthorsTable({ authors: loading ? undefined : authors, hiddenColumns: undefined, cards })
  const m = useMessages({ en, ru })
  if (cards) {
    return (
      <AuthorsCards
        table={table}
        caption={loading ? m.captionLoading : m.caption}
        offset={0}
        count={loading ? undefined : all.length}
        busy={false}
        loading={loading}
      />
    )
  }
  return (
    <AuthorsTableView
      table={table}
      caption={loading ? m.captionLoading : m.caption}
      offset={0}
      count={loading ? undefined : all.length}
      busy={false}
      loading={loading}
    />
  )
}

const meta = {
  title: 'Authors/Parts/Table',
  component: AuthorsTableStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The list of authors, props only: a fixed-layout table with sticky column headers on wide screens, one labelled card per author below 56em (set `cards`). Strings are shown exactly as received; whitespace, null and empty are marked with shapes and words, explained by the legend above.',
      },
    },
  },
  args: { dataset: 'generated', datasetSize: DEFAULT_DATASET_SIZE, rows: 25, loading: false, cards: false },
  argTypes: {
    dataset: {
      control: 'select',
      options: DATASETS,
      description: DATASETS.map((name) => `**${name}**: ${DATASET_DESCRIPTIONS[name]}`).join(' '),
    },
    datasetSize: { control: { type: 'number', min: 0, max: 100_000, step: 100 } },
    rows: { control: { type: 'number', min: 1, max: 200 } },
  },
} satisfies Meta<typeof AuthorsTableStory>

export default meta
type Story = StoryObj<typeof meta>

export const Rows: Story = { name: 'Rows' }

export const MessyNames: Story = {
  name: 'Messy names',
  args: { dataset: 'messy names', rows: 60 },
}

export const LongNames: Story = {
  name: 'Long names',
  args: { dataset: 'long names' },
}

export const Loading: Story = {
  name: 'Loading',
  args: { loading: true },
}

export const Cards: Story = {
  name: 'Cards (narrow screens)',
  args: { cards: true, dataset: 'messy names', rows: 12 },
  globals: { viewport: { value: 'narrow320', isRotated: false } },
}
