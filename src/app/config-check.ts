import { en, ru } from './config-messages'
import { checkRuntimeConfig, ConfigError, ConfigRefusal, type RuntimeConfig } from './runtime-config'

/** A refusal put in words: the reason in English (the error's message) and in Russian. */
export function configError(refusal: ConfigRefusal): ConfigError {
  return new ConfigError(refusal.reason(en), refusal.reason(ru))
}

/** The words for why the app cannot start, when that is config.json's doing; other errors as they are. */
export function wordedStartupError(error: unknown): unknown {
  return error instanceof ConfigRefusal ? configError(error) : error
}

/** The config the app runs with, or a ConfigError saying why not, in both languages. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  try {
    return checkRuntimeConfig(json)
  } catch (error) {
    throw error instanceof ConfigRefusal ? configError(error) : error
  }
}
