package commands

import (
	"strings"

	"fray/rules"
)

// FindNamed finds the combatant named by option opt. A blank one is a
// missing option, named as the user's client shows it: the merged /attack,
// /damage, /heal… definitions cannot mark an option required that another
// system does without, and «No combatant “”» told the user nothing.
func FindNamed(m *Mut, req *Request, opt string) (*rules.Combatant, error) {
	name := strings.TrimSpace(req.Str(opt))
	if name == "" {
		return nil, rules.Errorf("err.missing_option", map[string]any{"Option": opt})
	}
	return m.Enc.Find(name)
}
