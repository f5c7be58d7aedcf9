package medieval

import "fray/rules/dice"

// maxExplosions bounds the re-rolls of a natural 10 so a broken source cannot
// loop forever; 20 tens in a row is one chance in 10^20.
const maxExplosions = 20

// ExplodingD10 rolls 1d10; a natural 10 rolls again and adds, repeating on
// 10 (RULES.md "to hit"). The faces are appended to buf.
func ExplodingD10(d dice.Source, buf []int) (total int, faces []int) {
	faces = buf
	for i := 0; i <= maxExplosions; i++ {
		f := d.Roll(10)
		faces = append(faces, f)
		total += f
		if f != 10 {
			break
		}
	}
	return total, faces
}

// SaveRoll is a stun or death save: 1d10 ≤ BODY − penalty.
type SaveRoll struct {
	Kind    string `json:"kind"` // "stun" or "death"
	Die     int    `json:"die"`
	Body    int    `json:"body"`
	Penalty int    `json:"penalty"` // wound penalty (stun) or the Mortal number (death)
	Target  int    `json:"target"`  // Body − Penalty: the highest roll that saves
	Passed  bool   `json:"passed"`
}

// Save kinds.
const (
	SaveStun  = "stun"
	SaveDeath = "death"
)

// rollSave rolls 1d10 against body − penalty.
func rollSave(kind string, body, penalty int, d dice.Source) SaveRoll {
	s := SaveRoll{Kind: kind, Body: body, Penalty: penalty, Target: body - penalty}
	s.Die = d.Roll(10)
	s.Passed = s.Die <= s.Target
	return s
}

// Hollywood overacting table (seed, «Таблица эффектов голивудского
// переигрывания»), rolled on 1d6 when a stun save fails. The text is in the
// locale files under medieval.hollywood.<key>.
var hollywoodKeys = [6]string{
	"medieval.hollywood.scream",  // 1. Кричит, раскидывает руки, падает
	"medieval.hollywood.ragdoll", // 2. Сминается, как тряпичная кукла
	"medieval.hollywood.spin",    // 3. Вращается на месте, падает
	"medieval.hollywood.clutch",  // 4. Хватается за рану, шатается и падает
	"medieval.hollywood.stare",   // 5. Тупо смотрит на рану, затем падает
	"medieval.hollywood.groan",   // 6. Сваливается на землю, стонет
}

// HollywoodKey returns the message key of entry 1…6.
func HollywoodKey(d6 int) string {
	if d6 < 1 || d6 > 6 {
		return ""
	}
	return hollywoodKeys[d6-1]
}
