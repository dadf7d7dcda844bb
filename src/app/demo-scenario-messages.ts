/** The demo scenario control's words: they come with its chunk (on the demo API only). */
export const en = {
  demoScenario: 'Demo scenario',
}

export const ru: typeof en = {
  demoScenario: 'Демо-сценарий',
}
