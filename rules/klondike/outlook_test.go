package klondike

import (
	"testing"

	"fray/rules"
)

// outlook is c's Outlook.
func outlook(t *testing.T, c *rules.Combatant) Outlook {
	t.Helper()
	return state(t, c).Outlook()
}

// advance passes minutes of /time for c, failing on an error.
func advance(t *testing.T, c *rules.Combatant, o TimeOptions) *TimeResult {
	t.Helper()
	res, err := AdvanceTime(c, o)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// «1 очко Выносливости восстановится за каждые 10 минут»: END 1 of 7 is
// a point 10 minutes away and whole in 60; 25 minutes on it is END 3,
// the next point 5 minutes away and the whole 35; the clocks say just
// when AdvanceTime gives them (a minute less gives nothing).
func TestOutlookEndPointEveryTenMinutes(t *testing.T) {
	c := npc(t, 2, "")
	if _, err := Damage(c, DamageOptions{Amount: 6}, script()); err != nil {
		t.Fatal(err)
	}
	if o := outlook(t, c); o != (Outlook{EndNext: 10, EndFull: 60}) {
		t.Fatalf("END 1/7: %+v", o)
	}
	advance(t, c, TimeOptions{Minutes: 25})
	o := outlook(t, c)
	if o != (Outlook{EndNext: 5, EndFull: 35}) {
		t.Fatalf("END 3/7 after 25 minutes: %+v", o)
	}
	if res := advance(t, c, TimeOptions{Minutes: o.EndNext - 1}); res.End != 3 {
		t.Fatalf("a minute short of the next point: END %d", res.End)
	}
	if res := advance(t, c, TimeOptions{Minutes: 1}); res.End != 4 {
		t.Fatalf("at the next point: END %d", res.End)
	}
	if res := advance(t, c, TimeOptions{Minutes: o.EndFull - o.EndNext}); res.End != 7 {
		t.Fatalf("at the whole: END %d", res.End)
	}
	if o := outlook(t, c); o != (Outlook{}) {
		t.Fatalf("whole again: %+v", o)
	}
}

// «Если она опустилась до нуля, то персонажу нужно получить медпомощь …
// либо отлежаться сутки»; STR at 0 «каждый день такой отлёжки
// восстанавливает по одному очку … вплоть до половины (с округлением
// вверх), по достижении этого значения следующий день восстановит её
// полностью». 14 damage into STR: END 7 → 0, STR 7 → 0 (the knock-out
// roll 6+6, d6 1: comes to in a minute). Half a day of lying up leaves
// 720 minutes to the day that brings END back and STR to 1; at STR 4
// (half of 7, rounded up) the next day is STR 7.
func TestOutlookBedRest(t *testing.T) {
	c := npc(t, 2, "")
	if _, err := Damage(c, DamageOptions{Amount: 14, To: "str"}, script(6, 6, 1)); err != nil {
		t.Fatal(err)
	}
	if o := outlook(t, c); o != (Outlook{WakeMinutes: 1, EndCare: true, StrNext: 1, BedMinutes: DayMinutes}) {
		t.Fatalf("knocked out: %+v", o)
	}
	medic := TimeOptions{Medicine: BedRestMedicine, Rest: true}
	medic.Minutes = 12 * 60
	advance(t, c, medic)
	if o := outlook(t, c); o != (Outlook{EndCare: true, StrNext: 1, BedMinutes: 12 * 60}) {
		t.Fatalf("half a day in bed: %+v", o)
	}
	medic.Minutes = 12*60 - 1
	if res := advance(t, c, medic); res.Str != 0 || res.End != 0 {
		t.Fatalf("a minute short of the day: %+v", res)
	}
	medic.Minutes = 1
	if res := advance(t, c, medic); res.Str != 1 || res.End != 7 {
		t.Fatalf("the day: %+v", res)
	}
	for want := 2; want <= 4; want++ {
		if o := outlook(t, c); o.StrNext != want || o.BedMinutes != DayMinutes || o.EndCare {
			t.Fatalf("STR %d: %+v", want-1, o)
		}
		medic.Minutes = DayMinutes
		advance(t, c, medic)
	}
	if o := outlook(t, c); o.StrNext != 7 {
		t.Fatalf("STR 4 of 7: the next day brings it whole, %+v", o)
	}
}

// The dying have the surgeon's hour («в течение часа»), and nothing else
// heals before the surgery; the dead have nothing.
func TestOutlookDyingAndDead(t *testing.T) {
	p := dyingPatient(t)
	if o := outlook(t, p); o != (Outlook{DyingMinutes: 60}) {
		t.Fatalf("dying: %+v", o)
	}
	advance(t, p, TimeOptions{Minutes: 20})
	setState(t, p, func(s *State) { s.DyingSeconds += RoundSeconds })
	o := outlook(t, p)
	if o != (Outlook{DyingMinutes: 40}) {
		t.Fatalf("20 minutes and a round on: %+v", o)
	}
	advance(t, p, TimeOptions{Minutes: o.DyingMinutes - 1})
	if state(t, p).Dead {
		t.Fatal("dead a minute early")
	}
	advance(t, p, TimeOptions{Minutes: 1})
	if !state(t, p).Dead {
		t.Fatal("alive past the hour")
	}
	if o := outlook(t, p); o != (Outlook{}) {
		t.Fatalf("dead: %+v", o)
	}
}
