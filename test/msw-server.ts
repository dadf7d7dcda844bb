import { setupServer } from 'msw/node'
import { handlers } from '../src/demo-api/handlers'

export const server = setupServer(...handlers)
