package commands_test

import (
	"fray/bot/consoletest"
	"strings"
	"testing"
)

// A long session through every system, in both languages, must ask for no
// message the locale files lack and render no template with a missing
// argument. (JSON escapes "<": the console's text mode is read here.)
func TestSweepFindsNoMissingMessages(t *testing.T) {
	scripts := map[string]string{
		"medieval": `/system set system:medieval
@Ann /char set stats:"REF 8 BODY 9 TECH 6 Combat Sense 2 Medicine 3 Archery 4" name:Ann
@Ann /char weapon add name:Bow spec:"1d6+2 ranged ap skill:archery"
@Ann /char armor armor:"torso 14 hard ev1; all 4"
/combat start
@Ann /combat join
/combat add name:Orc stats:"REF 6 BODY 10" armor:"all 8" count:2
/attack attacker:Ann target:"Orc 1" weapon:Bow range:close
/attack attacker:"Orc 2" target:Ann damage:2d6+1 melee:true
/damage target:"Orc 1" amount:30 location:torso ap:true
/save kind:stun target:"Orc 1"
/stabilize target:"Orc 1" medic:Ann
/heal target:"Orc 1" points:3
/combat charge name:"Orc 2"
/combat action action:aim name:Ann
!click Next turn
!click Next round
/combat log
/combat undo
/odds stat:8 skill:4 number:15
/help
/combat end
`,
		"storyteller": `/system set system:storyteller
@Al /char set stats:"Strength 3 Dexterity 3 Stamina 2 Wits 2 Perception 2 Brawl 2 Firearms 3 Dodge 2 Medicine 2 Intelligence 2 Willpower 5" name:Al
/combat start
@Al /combat join
/combat add name:Thug stats:"Strength 2 Dexterity 2 Stamina 2 Wits 2 Brawl 2"
/attack attacker:Al target:Thug maneuver:punch
/attack attacker:Thug target:Al maneuver:kick defense:dodge
/check pool:5 difficulty:6 comment:Climb
/check pool:0 difficulty:6
/damage target:Thug levels:3 type:lethal
/damage target:Thug pool:4 type:bashing
/heal target:Thug levels:1 type:lethal
/time hours:1
/treat target:Thug medic:Al
/reload name:Al
/maneuver list
!click Next turn
!click Next round
/odds pool:6 difficulty:6
/help
/combat end
`,
		"klondike": `/system set system:klondike
@Ann /char set stats:"STR 7 DEX 9 END 8 INT 8 EDU 7 SOC 6 Gun Combat 1 Tactics 1 Medicine 2 Melee 1" name:Ann
@Ann /char weapon add name:Rifle spec:"3d6 range:100"
/combat start
@Ann /combat join
/combat add name:Bandit stats:"STR 7 DEX 7 END 7 INT 6" armor:2
/attack attacker:Ann target:Bandit weapon:Rifle
/check characteristic:DEX skill:none
/check characteristic:INT skill:Tactics target:10 modifier:1
/damage target:Bandit amount:9
/surgery target:Bandit medic:Ann place:field
/time minutes:30
/vehicle add name:Jeep armor:6 speed:100 handling:0 lacks:"electronics"
/vehicle hit vehicle:Jeep ap:3d6
/vehicle show
!click Next turn
!click Next round
/odds dm:1 skill:2
/help
/combat end
`,
	}
	for system, script := range scripts {
		for _, locale := range []string{"ru", "en"} {
			var faces []int
			for i := 0; i < 400; i++ {
				faces = append(faces, 1+(i*7)%6)
			}
			h := consoletest.NewSystemHarness(t, locale, faces...)
			h.Cons.JSON = false
			h.Out.Reset()
			if err := h.Cons.Run(t.Context(), strings.NewReader(script)); err != nil {
				t.Fatalf("%s/%s: %v", system, locale, err)
			}
			out := h.Out.String()
			if strings.Contains(out, "<no value>") {
				i := strings.Index(out, "<no value>")
				t.Errorf("%s/%s: a template lacks an argument: …%s…", system, locale, out[max(0, i-200):i+10])
			}
			if missing := h.App.I18n().Missing(); len(missing) > 0 {
				t.Errorf("%s/%s: messages missing from the locale files: %v", system, locale, missing)
			}
		}
	}
}
