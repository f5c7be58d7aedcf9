package commands

import (
	"context"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"

	"fray/rules"
)

// Discord allows 25 options per command, and a shared command such as
// /attack unites the options of three systems. Past the limit, the options
// used by the fewest systems (and those marked rare) leave the registered
// definition and are typed into one free-text option instead:
// extra:"prone:true light:dim". The handlers see them as ordinary options,
// and the console, which sends whatever option names it is given, reaches
// every one of them directly.

const extraOption = "extra"

// rareOptions give way first when a command has too many options. The
// issues name 26 /attack options across the three systems; the two that
// matter least on Discord (the tracker counts actions, and strafing can name
// its targets in target:) give way, with the systems' own extra options.
var rareOptions = map[string]bool{"hidden": true, "situation": true, "actions": true, "targets": true}

// optionUse records, per command path, how many systems registered each
// option (which ones each took is in its installed.options): a shared
// command's extra: takes, in a channel, only the moved options of that
// channel's system.
type optionUse map[string]map[string]int

// add records that one more system registered option for path.
func (u optionUse) add(path, option string) {
	if u[path] == nil {
		u[path] = map[string]int{}
	}
	u[path][option]++
}

// uses is how many systems registered option for path.
func (u optionUse) uses(path, option string) int { return u[path][option] }

// fitOptions trims every command and subcommand to OptionBudget options,
// Discord's 25 less headroom.
func (a *App) fitOptions() {
	var fit func(path string, opts *[]*discordgo.ApplicationCommandOption)
	fit = func(path string, opts *[]*discordgo.ApplicationCommandOption) {
		for _, o := range *opts {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup {
				fit(path+"/"+o.Name, &o.Options)
			}
		}
		if len(*opts) <= OptionBudget {
			return
		}
		score := func(o *discordgo.ApplicationCommandOption) int {
			s := a.optUse.uses(path, o.Name) * 10
			if o.Required {
				s += 100
			}
			if rareOptions[o.Name] {
				s -= 1000
			}
			return s
		}
		ranked := append([]*discordgo.ApplicationCommandOption(nil), (*opts)...)
		sort.SliceStable(ranked, func(i, j int) bool { return score(ranked[i]) > score(ranked[j]) })
		keep := map[string]bool{}
		var moved []string
		if a.extraKeys == nil {
			a.extraKeys = map[string]map[string]string{}
		}
		names := map[string]string{}
		for i, o := range ranked {
			if i < OptionBudget-1 { // the last place is extra:
				keep[o.Name] = true
			} else {
				moved = append(moved, o.Name)
				names[o.Name] = o.Name
				if ru := o.NameLocalizations[discordgo.Russian]; ru != "" {
					names[strings.ToLower(ru)] = o.Name
				}
			}
		}
		a.extraKeys[path] = names
		a.extraBySystem(path, names)
		var out []*discordgo.ApplicationCommandOption
		for _, o := range *opts {
			if keep[o.Name] {
				out = append(out, o)
			}
		}
		sort.Strings(moved)
		list := strings.Join(moved, ", ")
		// A Russian client shows the Russian names, as the refusals do.
		listRU := strings.Join(extraNames(names, LocaleRU), ", ")
		out = append(out, Str(L(extraOption, "ещё", Truncate("More options, as name:value — "+list, 100), Truncate("Ещё параметры, как имя:значение — "+listRU, 100)), false))
		*opts = out
	}
	for _, d := range a.defs {
		fit(d.Name, &d.Options)
	}
}

// bySystem marks, in App.extraKeys, a command whose systems each take their
// own extra options: Handle leaves extra: to the handler of the channel's
// system, which extraBySystem wraps to expand it with that system's keys.
const bySystem = "\x00by-system"

// extraBySystem wraps the handlers of a shared command's systems so that
// each expands extra: with only the moved options it registered (names maps
// every accepted key to its option): in a medieval channel,
// extra:"situation:…" is refused, and the refusal lists actions and hidden,
// not the storyteller's options.
func (a *App) extraBySystem(path string, names map[string]string) {
	if a.sysSeen(path) == 0 || a.optUse[path] == nil {
		return
	}
	for _, s := range a.systems {
		h := s.routes[path]
		if h == nil {
			continue
		}
		own, foreign := map[string]string{}, map[string]bool{}
		for key, opt := range names {
			switch {
			case s.options[path][opt]:
				own[key] = opt
			case !s.direct[path][key]:
				foreign[key] = true
			}
		}
		s.routes[path] = withExtra(own, foreign, h)
	}
	if a.movedKeys == nil {
		a.movedKeys = map[string]map[string]string{}
	}
	a.movedKeys[path] = names
	a.extraKeys[path] = map[string]string{bySystem: bySystem}
}

// withExtra expands extra: with names before h runs. An option moved into
// extra: by another system (foreign: its accepted keys), typed as an option
// of its own — the console sends whatever it is given — is refused as the
// same key inside extra: is, rather than silently ignored.
func withExtra(names map[string]string, foreign map[string]bool, h Handler) Handler {
	return func(ctx context.Context, req *Request) (*Response, error) {
		for k := range req.Options {
			if foreign[k] {
				return nil, unknownExtra(k, names, req.Locale)
			}
		}
		if err := expandExtra(req, names); err != nil {
			return nil, err
		}
		return h(ctx, req)
	}
}

// TakesOption reports whether name (English or Russian) is an option that
// the command path (as Request.Route: "attack", "combat/start") takes
// though Discord's definition does not list it: one moved into extra:, or
// one a system reads by name (acceptDirect). The console asks, so as not to
// call such an option, typed directly, unknown.
func (a *App) TakesOption(path, name string) bool {
	name = strings.ToLower(name)
	if _, ok := a.movedKeys[path][name]; ok {
		return true
	}
	if _, ok := a.extraKeys[path][name]; ok {
		return true
	}
	for _, s := range a.systems {
		if s.direct[path][name] {
			return true
		}
	}
	return false
}

// AcceptDirect records names that system sysID's handler of path reads as
// options of their own though no definition lists them (storyteller's
// situation tokens: сила_воли:, действия:). Registered before fitOptions,
// so that extraBySystem does not refuse them as another system's.
func (a *App) AcceptDirect(path, sysID string, names ...string) {
	s := a.system(sysID)
	if s == nil {
		panic("commands: AcceptDirect for unknown system " + sysID)
	}
	if s.direct[path] == nil {
		s.direct[path] = map[string]bool{}
	}
	for _, n := range names {
		s.direct[path][n] = true
	}
}

// unknownExtra is the refusal of a key that extra: does not take here.
func unknownExtra(k string, names map[string]string, locale string) error {
	valid := extraNames(names, locale)
	if len(valid) == 0 {
		return rules.Errorf("err.extra_none", map[string]any{"Key": k})
	}
	return rules.Errorf("err.extra_unknown", map[string]any{"Key": k, "Valid": strings.Join(valid, ", ")})
}

// expandExtra moves extra:"k:v k2:'v 2'" into the request's options (an
// option given directly wins). names maps the accepted keys, English and
// Russian, to the option names; nil accepts any key. An unknown key is an
// error that lists the accepted ones in the user's language, rather than a
// setting silently lost.
func expandExtra(req *Request, names map[string]string) error {
	if _, later := names[bySystem]; later {
		return nil
	}
	// A moved option typed as an option of its own under its other
	// language's name (the console sends every option by the name typed:
	// цели:Громила) is that option.
	for k, o := range req.Options {
		if name, ok := names[k]; ok && name != k {
			if _, exists := req.Options[name]; !exists {
				req.Options[name] = o
			}
			delete(req.Options, k)
		}
	}
	raw, ok := req.Options[extraOption]
	if !ok {
		return nil
	}
	delete(req.Options, extraOption)
	s, _ := raw.Value.(string)
	// The help writes extra:"k:v k2:v2"; pasted into Discord's field the
	// outer quotes come along and would make the whole value one token.
	s = strings.TrimSpace(s)
	for _, q := range [][2]string{{`"`, `"`}, {`'`, `'`}, {"«", "»"}, {"“", "”"}} {
		if len(s) >= len(q[0])+len(q[1]) && strings.HasPrefix(s, q[0]) && strings.HasSuffix(s, q[1]) {
			if inner := s[len(q[0]) : len(s)-len(q[1])]; !strings.Contains(inner, q[0]) && !strings.Contains(inner, q[1]) {
				s = inner // one pair around everything, not quotes of two values
			}
			break
		}
	}
	toks := splitExtra(s)
	for i := 0; i < len(toks); i++ {
		kv := toks[i].text
		k, v, ok := strings.Cut(kv, ":")
		if !ok || k == "" {
			k, v = kv, "true"
		}
		if ok {
			// A list after a comma belongs to its key: "hidden:torso, legs"
			// is hidden:"torso,legs" — the item after the comma is not an
			// option of its own (a bare option name after a comma still is).
			for i+1 < len(toks) && toks[i+1].afterComma && !strings.Contains(toks[i+1].text, ":") && !isExtraKey(names, toks[i+1].text) {
				i++
				v += "," + toks[i].text
			}
		}
		k = strings.ToLower(strings.Trim(strings.TrimSpace(k), `"'«»“”`))
		if names != nil {
			name, known := names[k]
			if !known {
				return unknownExtra(k, names, req.Locale)
			}
			k = name
		}
		if _, exists := req.Options[k]; !exists {
			req.Options[k] = Option{Type: discordgo.ApplicationCommandOptionString, Value: strings.Trim(v, `"'«»“”`)}
		}
	}
	return nil
}

// extraNames lists the accepted keys as the user's client names the options:
// the Russian name where the option has one, in Russian, the English one
// otherwise. Both spellings stay accepted; a list mixing them read as a
// reply half in the other language.
func extraNames(names map[string]string, locale string) []string {
	shown := map[string]string{} // option → its name in the locale
	for key, opt := range names {
		if key == opt {
			if _, ok := shown[opt]; !ok {
				shown[opt] = key
			}
		} else if locale == LocaleRU {
			shown[opt] = key
		}
	}
	out := make([]string, 0, len(shown))
	for _, n := range shown {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// extraToken is one word of extra:, and whether a comma came before it.
type extraToken struct {
	text       string
	afterComma bool
}

// isExtraKey reports whether word names one of the extra options (any key
// is one when names is nil).
func isExtraKey(names map[string]string, word string) bool {
	if names == nil {
		return true
	}
	_, ok := names[strings.ToLower(strings.Trim(word, `"'«»“”`))]
	return ok
}

// splitExtra splits on spaces and commas outside quotes, and marks the words
// that followed a comma (the items of a list).
func splitExtra(s string) []extraToken {
	var out []extraToken
	var cur strings.Builder
	var quote rune
	comma := false // a comma since the last word ended
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, extraToken{text: cur.String(), afterComma: comma})
			cur.Reset()
			comma = false
		}
	}
	for _, r := range s {
		switch {
		case quote != 0:
			if r == quote || (quote == '«' && r == '»') {
				quote = 0
			}
			cur.WriteRune(r)
		case r == '"' || r == '\'' || r == '«':
			quote = r
			cur.WriteRune(r)
		case r == ' ' || r == '\t':
			flush()
		case r == ',':
			flush()
			comma = true
		default:
			cur.WriteRune(r)
		}
	}
	flush()
	return out
}
