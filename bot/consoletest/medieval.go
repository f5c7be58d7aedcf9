package consoletest

import (
	"encoding/json"
	"strings"
	"testing"
)

// medSetup starts a medieval fight: Knight (REF 6, BODY 10, Melee 4, torso
// SP 10) and Archer (REF 8, BODY 6, Archery 5, Medicine 8). Initiative takes
// the first two faces.
const MedSetupEN = `/system set system:medieval
/combat start
/combat add name:Knight stats:"REF 6 BODY 10 melee 4" armor:"torso 10"
/combat add name:Archer stats:"REF 8 BODY 6 archery 5 medicine 8"
`

// MedReply is the public response to the last command of a script.
func MedReply(t *testing.T, out []Sent) Sent {
	t.Helper()
	for i := len(out) - 1; i >= 0; i-- {
		if out[i].Kind == "response" {
			return out[i]
		}
	}
	t.Fatalf("no response in %+v", out)
	return Sent{}
}

func MedWant(t *testing.T, got Sent, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(got.Text(), w) {
			t.Errorf("reply lacks %q:\n%s", w, got.Text())
		}
	}
}

// MedReplyData is the part of a reply the follow-up tests read.
type MedReplyData struct {
	Embeds []struct {
		Title       string `json:"title"`
		Description string `json:"description"`
		Fields      []struct {
			Name  string `json:"name"`
			Value string `json:"value"`
		} `json:"fields"`
	} `json:"embeds"`
	Choices []struct {
		Name  string `json:"name"`
		Value any    `json:"value"`
	} `json:"choices"`
}

func MedDecode(t *testing.T, s Sent) MedReplyData {
	t.Helper()
	var d MedReplyData
	if err := json.Unmarshal(s.Data, &d); err != nil {
		t.Fatalf("decoding %s: %v", s.Data, err)
	}
	return d
}

// MedArcherOrc: Archer (REF 8, BODY 10, Archery 4) and Orc (REF 6, BODY 8 —
// BTM 3, torso SP 10); initiative takes the first two faces.
var MedArcherOrc = map[string]string{
	"en": `/system set system:medieval
/combat start
/combat add name:Archer stats:"REF 8 BODY 10 Archery 4"
/combat add name:Orc stats:"REF 6 BODY 8" armor:"torso 10"
`,
	"ru": `/система выбрать система:medieval
/бой начать
/бой добавить имя:Archer параметры:"РЕФ 8 ТЕЛ 10 Стрельба из лука 4"
/бой добавить имя:Orc параметры:"РЕФ 6 ТЕЛ 8" броня:"торс 10"
`,
}

// MedAllText is an embed's title, description and fields as one text.
func MedAllText(t *testing.T, s Sent) string {
	t.Helper()
	d := MedDecode(t, s)
	var b strings.Builder
	for _, e := range d.Embeds {
		b.WriteString(e.Title + "\n" + e.Description + "\n")
		for _, f := range e.Fields {
			b.WriteString(f.Name + "\n" + f.Value + "\n")
		}
	}
	return b.String()
}

// MedWantEscaped is medWant for wants with a «>»: the JSON reply escapes it as
// \u003e.
func MedWantEscaped(t *testing.T, got Sent, wants ...string) {
	t.Helper()
	esc := make([]string, len(wants))
	for i, w := range wants {
		esc[i] = strings.ReplaceAll(w, ">", `\u003e`)
	}
	MedWant(t, got, esc...)
}
