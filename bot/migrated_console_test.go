package bot

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// storageFixture writes a gzipped database from storage's testdata into a
// temporary file and returns its path.
func storageFixture(t *testing.T, name string) string {
	t.Helper()
	gz, err := os.Open(filepath.Join("..", "storage", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer gz.Close()
	zr, err := gzip.NewReader(gz)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "fray.db")
	if err := os.WriteFile(db, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	return db
}

// A database written before records were MessagePack (storage's
// testdata/schema5.db.gz: a medieval fight in channel "north", in which Ann
// hit Orc 1 for 7 wound points and a turn was undone) plays on after the
// migration: its log reads as it was written, and an undo takes back the
// last change from the converted history.
func TestAMigratedFightPlaysOn(t *testing.T) {
	db := storageFixture(t, "schema5.db.gz")
	var out, errb bytes.Buffer
	args := []string{"console", "--db", db, "--channel", "north", "--locale", "en"}
	if code := Main(context.Background(), args, strings.NewReader("/combat log\n/combat undo\n/combat log\n"), &out, &errb, noEnv); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{
		"`R1` Ann hits Orc 1 (18): 7 wound points.",
		"`R1` Orc 2 misses Ann (10).",
		"Undone: the fight is back as it was (round 1).",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "GM undoes the last change."); n != 3 {
		t.Errorf("%d undo lines in the two logs, want 3 (the earlier undo in both, the new one in the second):\n%s", n, text)
	}
}

// The fights of a database written while combat states were JSON
// (storage's testdata/schema6.db.gz, whose test says what it holds and how
// it was made) play on after their states became MessagePack: each system
// reads its fighters' converted wounds, armor and ammunition, and undoes
// back through the converted history, the party's member too.
func TestFightsWithConvertedStatesPlayOn(t *testing.T) {
	db := storageFixture(t, "schema6.db.gz")
	for _, tc := range []struct {
		channel, dice, script string
		want                  []string
	}{{
		channel: "medieval", dice: "9,1,3,6,6,6,2,5",
		script: "/combat list\n/attack target:Ann attacker:Brute damage:3d6\n" +
			strings.Repeat("/combat undo\n", 5) + "@Ann /combat join\n",
		want: []string{
			"▰▰▰▰▰▰▰▱ 44/48 · Light · 1 action this round, next −3", // Ann's 4 wound points
			"▰▰▰▰▰▰▱▱ 38/48 · Critical",                             // Brute's 10
			"1. SP 9 · worn to 8", // her armor, worn to 9 in the first fight
			"Wound points 4 → 10: Light → **Critical**",
			"Undone: attack Brute → Ann; Ann 44/48 → 38/48; changes to Brute.",
			// The converted history, snapshot by snapshot.
			"Undone: turn Ann → Brute; changes to Brute.",
			"Undone: attack Ann → Brute; Brute 48/48 → 38/48; changes to Ann.",
			"Undone: Brute joining.",
			"Undone: Ann joining.",
			// The party member, from the oldest snapshot's party.
			"**Ann** comes in as the last fight or rest left them: ▰▰▰▰▰▰▰▱ 44/48 · Light",
		},
	}, {
		channel: "storyteller", dice: "5,5,5,5,5",
		script: "/combat list\n@Bob /attack target:Thug\n" + strings.Repeat("/combat undo\n", 3) + "/combat list\n",
		want: []string{
			"4/7 · Injured (−1) · bashing 2, lethal 1, aggravated 0",
			"5/7 · Hurt (−1) · bashing 0, lethal 2, aggravated 0", // Thug
			"🔫 Rounds left: 4 (1 spent)",                          // 5 of 6 left before the shot
			"Undone: round 1 → 2; Thug's initiative 12 → 8; Bob's initiative 13 → 7; changes to Thug, Bob.",
			"Undone: damage to Bob; Bob 5/7 → 4/7.",
			"5/7 · Hurt (−1) · bashing 2, lethal 0, aggravated 0",
		},
	}, {
		channel: "klondike", dice: "3,4,1,2,1",
		script: "/combat list\n@Cat /attack target:Raider range:5\n" + strings.Repeat("/combat undo\n", 3),
		want: []string{
			"18/24 · Hurt: END 1/7, no wound yet",
			"15/22 · Hurt: END 1/8, no wound yet",
			"Now STR 5 · DEX 7 · END 0",
			"ammo: 1 spent, 4 left", // 5 of 6 left before the shot
			"Undone: attack Cat → Raider; Raider 15/22 → 12/22; changes to Cat.",
			"Undone: round 1 → 2; Cat's initiative 10 → 8; changes to Cat, Raider.",
			"Undone: attack Raider → Cat; Cat 24/24 → 18/24; changes to Raider.",
		},
	}} {
		var out, errb bytes.Buffer
		args := []string{"console", "--db", db, "--channel", tc.channel, "--locale", "en", "--dice", tc.dice}
		if code := Main(context.Background(), args, strings.NewReader(tc.script), &out, &errb, noEnv); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.channel, code, errb.String())
		}
		text := out.String()
		for _, want := range tc.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q in:\n%s", tc.channel, want, text)
			}
		}
		if strings.Contains(text, "❌") {
			t.Errorf("%s: a command was refused:\n%s", tc.channel, text)
		}
		if tc.channel == "storyteller" {
			if n := strings.Count(text, "**Bob**: Light revolver 5/6"); n != 2 {
				t.Errorf("storyteller: the revolver at 5/6 shown %d times, want before the shot and after the undos:\n%s", n, text)
			}
		}
	}
}
