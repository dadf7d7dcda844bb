// The rows floor's one script: its row writer first, then the floor's own script, which picks it up.
import './rows.js'
import '../floor/floor.js'
