package storyteller_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fray/bot/consoletest"
	"fray/commands/flavour"
)

// «Поверхностные повреждения: Любые повреждения, которые не нарушают
// целостность тела, считаются поверхностными. Сюда входят повреждения,
// полученные в рукопашном бою от ударов руками, ногами или тупыми
// предметами.» A bashing blow draws no blood: its lines are the
// bashing_hit event's, which name no blood or wound; a knife's hit keeps
// the hit's lines.
func TestStorytellerBashingBlowsDrawNoBlood(t *testing.T) {
	bloody := []string{"blood", "wound", "red", "кров", "ран", "красн"}
	for _, loc := range []string{"en", "ru"} {
		for _, l := range flavour.Lines(consoletest.Flavour("storyteller"), "bashing_hit", loc) {
			for _, b := range bloody {
				if strings.Contains(strings.ToLower(l), b) && !strings.Contains(l, "крови нет") && !strings.Contains(l, "no blood") {
					t.Errorf("%s bashing line has %q: %q", loc, b, l)
				}
			}
		}
	}
	for _, tc := range []struct{ locale, punch, knife, damage string }{
		{"en", "/attack attacker:Bob target:Al maneuver:punch defense:none", "/attack attacker:Bob target:Al weapon:Knife defense:none", "/damage target:Al levels:1 type:bashing"},
		{"ru", "/атака атакующий:Bob цель:Al приём:удар_рукой защита:нет", "/атака атакующий:Bob цель:Al оружие:Нож защита:нет", "/урон цель:Al уровни:1 тип:bashing"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			for _, c := range []struct{ line, event string }{{tc.punch, "bashing_hit"}, {tc.knife, "hit"}, {tc.damage, "bashing_hit"}} {
				// One success to hit, one damage success, no soak success.
				_, out := consoletest.StFight(t, tc.locale, "Strength 3 Dexterity 3 Brawl 2 Melee 2", "Stamina 2",
					c.line+"\n", 7, 3, 3, 3, 3, 7, 3, 3, 3, 3, 3)
				got := consoletest.LastOf(t, out)
				if got.Ephemeral {
					t.Fatalf("%s refused: %s", c.line, got.Text())
				}
				line := stFlavourLineOf(t, got)
				if !consoletest.SysFlavourMatches("storyteller", line, c.event, tc.locale) {
					t.Errorf("%s: %q is not a %s line", c.line, line, c.event)
				}
			}
		})
	}
}

// stFlavourLineOf is the italic flavour line of a reply's embed.
func stFlavourLineOf(t *testing.T, s consoletest.Sent) string {
	t.Helper()
	var d struct {
		Embeds []struct {
			Fields []struct{ Name, Value string } `json:"fields"`
		} `json:"embeds"`
	}
	if err := json.Unmarshal(s.Data, &d); err != nil || len(d.Embeds) == 0 {
		t.Fatalf("no embed: %s", s.Text())
	}
	for _, f := range d.Embeds[0].Fields {
		if f.Name == "\u200b" {
			return strings.Trim(f.Value, "*")
		}
	}
	t.Fatalf("no flavour line: %s", s.Text())
	return ""
}
